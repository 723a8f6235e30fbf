"""The Online dialogs: host a room, join one (code and password, or a pasted link), the lobby."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

DEFAULT_SERVER = "http://127.0.0.1:8765"


@dataclass(frozen=True)
class HostRequest:
    server: str
    name: str
    password: str
    color: str = "red"          # red, black, random
    minutes: int = 10           # 0: no clock
    increment_s: int = 5
    private: bool = False

    def fields(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.name, "password": self.password,
                                  "color": self.color, "private": self.private}
        if self.minutes > 0:
            out["time_control"] = {"initial_s": self.minutes * 60,
                                   "increment_s": self.increment_s}
        return out


@dataclass(frozen=True)
class JoinRequest:
    server: str
    link: str                   # a code, http://HOST:PORT/r/CODE or paiju://room/CODE
    name: str
    password: str
    spectator: bool = False


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel, dialog)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class HostDialog(QDialog):
    def __init__(self, server: str, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("online_host_dialog")
        self.setWindowTitle(self.tr("Host a Room"))
        self.server = QLineEdit(server or DEFAULT_SERVER, self)
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(32)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.color = QComboBox(self)
        for key, text in (("red", self.tr("Red (moves first)")), ("black", self.tr("Black")),
                          ("random", self.tr("Random"))):
            self.color.addItem(text, key)
        self.minutes = QSpinBox(self, minimum=0, maximum=240, value=10)
        self.increment = QSpinBox(self, minimum=0, maximum=600, value=5)
        self.private = QCheckBox(self.tr("Private (not listed in the lobby)"), self)
        form = QFormLayout(self)
        form.addRow(self.tr("Server"), self.server)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Room password"), self.password)
        form.addRow(self.tr("Your colour"), self.color)
        form.addRow(self.tr("Minutes each (0: no clock)"), self.minutes)
        form.addRow(self.tr("Increment (seconds)"), self.increment)
        form.addRow(self.private)
        form.addRow(_buttons(self))

    def request(self) -> HostRequest:
        return HostRequest(self.server.text().strip(), self.name.text().strip() or "Host",
                           self.password.text(), str(self.color.currentData()),
                           self.minutes.value(), self.increment.value(),
                           self.private.isChecked())


class JoinDialog(QDialog):
    def __init__(self, server: str, name: str, link: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("online_join_dialog")
        self.setWindowTitle(self.tr("Join a Room"))
        self.server = QLineEdit(server or DEFAULT_SERVER, self)
        self.link = QLineEdit(link, self)
        self.link.setPlaceholderText(self.tr("Room code, or paste the link"))
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(32)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.spectator = QCheckBox(self.tr("Watch only"), self)
        form = QFormLayout(self)
        form.addRow(self.tr("Server"), self.server)
        form.addRow(self.tr("Room"), self.link)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Room password"), self.password)
        form.addRow(self.spectator)
        form.addRow(_buttons(self))

    def request(self) -> JoinRequest:
        return JoinRequest(self.server.text().strip(), self.link.text().strip(),
                           self.name.text().strip() or "Guest", self.password.text(),
                           self.spectator.isChecked())


class LobbyDialog(QDialog):
    """The listed rooms of a server; choosing one opens the Join dialog with its code."""

    def __init__(self, rooms: list[dict[str, object]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("online_lobby_dialog")
        self.setWindowTitle(self.tr("Lobby"))
        self.list = QListWidget(self, objectName="online_lobby_list")
        for room in rooms:
            players = room.get("players") or {}
            assert isinstance(players, dict)
            text = self.tr("%1's room — %2 vs %3").replace("%1", str(room.get("host"))) \
                .replace("%2", str(players.get("red") or self.tr("free"))) \
                .replace("%3", str(players.get("black") or self.tr("free")))
            item = QListWidgetItem(text, self.list)
            item.setData(256, room.get("code"))
        if not rooms:
            self.list.addItem(self.tr("No room is listed."))
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        lay.addWidget(_buttons(self))

    def chosen_code(self) -> str | None:
        item = self.list.currentItem()
        code = item.data(256) if item is not None else None
        return str(code) if code else None
