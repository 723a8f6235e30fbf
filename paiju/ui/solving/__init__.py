"""Solving in the app: the solver panel, collection verification and training.

``integration.SolvingPart`` adds them to the main window; the panels can also be used on
their own (tests do).
"""
