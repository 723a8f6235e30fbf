"""What a part of the main window is: the interface through which ``MainWindow`` composes
itself (files, solving, export, and the Play, Online and Three Kingdoms modes).

A part never reaches into the window's widgets to rebuild them. It receives the window in
``install`` and contributes through the window's own registry (see docs/ui-structure.md):

* ``window.add_action(name, slot, menu=..., before=...)``: an action ``action_<name>``;
  ``window.action(name)`` finds any registered action;
* ``window.add_menu(name, before=...)``: a top-level menu ``menu_<name>``; ``window.menu(name)``;
* ``window.add_dock(name, widget, area, tab_with=...)``: a dock ``dock_<name>`` listed in View;
* ``window.add_mode(name, page)``: a page of the central mode stack, shown with
  ``window.show_mode(name)``; ``window.modeChanged`` tells every part which page is shown.

The window then calls ``retranslate()`` once after ``install`` and on every language change,
``can_close()`` before it closes (any ``False`` keeps it open) and ``shutdown()`` once when it
does close (stop workers, engines, connections).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow


class WindowPart(QObject):
    """One part of the main window; subclasses set ``name`` and implement ``install``."""

    name = ""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName(f"part_{self.name}")
        self._window: MainWindow | None = None

    @property
    def window(self) -> MainWindow:
        """The window this part was installed into."""
        if self._window is None:
            raise RuntimeError(f"part {self.name!r} is not installed")
        return self._window

    def attach(self, window: MainWindow) -> None:
        """Called by ``MainWindow.add_part``: remember the window, then ``install``."""
        self._window = window
        self.setParent(window)
        self.install(window)

    def install(self, window: MainWindow) -> None:
        """Add this part's actions, menus, docks and modes to ``window``."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """(Re)apply every user-visible text of this part."""

    def can_close(self) -> bool:
        """May the window close now? (Ask the user here, e.g. about unsaved work.)"""
        return True

    def shutdown(self) -> None:
        """The window closes: stop everything that runs in the background."""
