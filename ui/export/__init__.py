"""Publishing: diagrams (SVG/PNG), PDF booklets, HTML pages, share strings, the export dialog.

Modules: ``diagram`` (one position, drawn by ``ui.board_painter``), ``booklet`` (PDF),
``html_page`` (one self-contained page), ``share`` (share strings, no Qt), ``solutions``
(solution text in a notation), ``dialog`` (File → Export… with a preview).
"""
