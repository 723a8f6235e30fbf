"""Publishing: diagrams (SVG/PNG), PDF booklets, HTML pages, the export dialog.

Modules: ``diagram`` (one position, drawn by ``paiju.ui.board_painter``), ``booklet`` (PDF),
``html_page`` (one self-contained page), ``dialog`` (File → Export… with a preview). The
Qt-free share strings and solution texts are ``paiju.puzzles.share`` and
``paiju.puzzles.solutions``.
"""
