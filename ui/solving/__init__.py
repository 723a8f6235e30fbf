"""Solving in the app (issue 6): the solver panel, collection verification and training.

``install_solving(window)`` adds the docks, the analysis board and the Solve-menu entries to
the main window; the pieces can also be used on their own (tests do).
"""
