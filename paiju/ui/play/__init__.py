"""Play mode: games on one board (human or computer on either side), clocks, the analysis
panel, problems against the computer and the scorer. ``install_play(window)`` hooks it into
the main window; everything else here is self-contained."""
