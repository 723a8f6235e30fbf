<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../play/analysis.py" line="103"/>
        <source>Built-in engine</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="104"/>
        <source>UCI engine…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="105"/>
        <source>Game position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="106"/>
        <source>Editor position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="107"/>
        <source>Analyse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="108"/>
        <source>Engine:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="110"/>
        <source>Lines:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="109"/>
        <source>Position:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="111"/>
        <source>How many of the best moves to show, each with its line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="222"/>
        <source>No legal move: the game is over.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="181"/>
        <source>Give the path of the UCI engine</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/analysis.py" line="250"/>
        <source>depth %1</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="93"/>
        <source>Previous puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94"/>
        <source>Next puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95"/>
        <source>Move the puzzle up</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96"/>
        <source>Move the puzzle down</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97"/>
        <source>Add a copy of the current puzzle to the collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../collection_panel.py" line="98"/>
        <source>Remove the current puzzle from the collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../collection_panel.py" line="113"/>
        <source>(untitled)</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../export/dialog.py" line="57"/>
        <source>PDF booklet</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="58"/>
        <source>HTML page</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="59"/>
        <source>SVG diagram</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="60"/>
        <source>PNG image</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="86"/>
        <location filename="../export/dialog.py" line="321"/>
        <source>Export</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="103"/>
        <source>Current problem</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="104"/>
        <source>All problems</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="106"/>
        <source>Diagrams: the current problem, or one file per problem in a folder. A booklet or a web page always holds the whole collection.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="111"/>
        <source>Letter</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="113"/>
        <source>Chinese</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="116"/>
        <source>None</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="117"/>
        <source>Traditional</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="119"/>
        <source>Black and white (print)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="120"/>
        <source>Arrow for the key move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="122"/>
        <source>Western letters on pieces</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="130"/>
        <source>Format:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="131"/>
        <source>Problems:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="132"/>
        <source>Paper:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="133"/>
        <source>Diagrams per page:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="134"/>
        <source>Solution notation:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="135"/>
        <source>Coordinates:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="139"/>
        <source>Image width:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="140"/>
        <source>Resolution:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="144"/>
        <source>Copy share string</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="150"/>
        <source>Share:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="175"/>
        <source>Cancel export</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="179"/>
        <source>Export…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="283"/>
        <source>Nothing to export</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="287"/>
        <source>Page {0}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="289"/>
        <source>Solutions</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="309"/>
        <source>Share string copied.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="319"/>
        <source>Export diagrams to folder</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="342"/>
        <source>Exporting…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="356"/>
        <source>Export cancelled.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="378"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="384"/>
        <source>Export failed</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="392"/>
        <source>problems</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../export/dialog.py" line="440"/>
        <source>; %n problem(s) noted</source>
        <translation>
            <numerusform>; %n problem noted</numerusform>
            <numerusform>; %n problems noted</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="442"/>
        <source>Wrote {0} ({1} pages){2}.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="448"/>
        <location filename="../export/dialog.py" line="449"/>
        <source>Wrote {0}.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/dialog.py" line="446"/>
        <source>Wrote {0} diagrams to {1}{2}.</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>ExportPart</name>
    <message>
        <location filename="../export/integration.py" line="35"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/integration.py" line="36"/>
        <source>Diagrams, booklet, web page or shareable text of the puzzles</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/integration.py" line="37"/>
        <source>Export &amp;PGN…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/integration.py" line="37"/>
        <source>Write the collection as a PGN file</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/integration.py" line="47"/>
        <source>Export PGN</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/integration.py" line="49"/>
        <source>PGN files (*.pgn)</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>FilesPart</name>
    <message>
        <location filename="../files.py" line="90"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="91"/>
        <source>&amp;Examples</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>&amp;New</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>Start a new puzzle file</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="94"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>&amp;Save</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>Save the collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="98"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="99"/>
        <source>Save the collection under another name or format</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="100"/>
        <source>Save as &amp;Finished Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="102"/>
        <source>&amp;Clear List</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="102"/>
        <source>Forget the recent files</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="103"/>
        <source>S&amp;tart Page</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="104"/>
        <source>Play, the collections that come with Paiju, New and Open, recent games and files</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="142"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="143"/>
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="158"/>
        <source>All files (*)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="160"/>
        <location filename="../files.py" line="174"/>
        <location filename="../files.py" line="177"/>
        <location filename="../files.py" line="199"/>
        <location filename="../files.py" line="209"/>
        <source>Open Puzzles</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="178"/>
        <source>%1 holds no puzzle.</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../files.py" line="188"/>
        <source>Opened %1: %n puzzle(s)</source>
        <translation>
            <numerusform>Opened %1: %n puzzle</numerusform>
            <numerusform>Opened %1: %n puzzles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../files.py" line="210"/>
        <source>Some records could not be read:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="229"/>
        <location filename="../files.py" line="257"/>
        <location filename="../files.py" line="269"/>
        <source>Save Puzzles</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="247"/>
        <source>Saved with the puzzle marked finished: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="258"/>
        <source>%1 is read-only. Replace it anyway?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="276"/>
        <source>Saved %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="289"/>
        <source>Save, with the current puzzle marked finished (no draft tag): only when its setup is legal. Soundness is the solver's verdict (Solve menu).</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="300"/>
        <source>%1 (switch on composer mode to accept warnings)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="354"/>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="368"/>
        <source>Recover unsaved work</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../files.py" line="369"/>
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../play/game_list.py" line="36"/>
        <source>Games</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>When</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>Red</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>Black</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="41"/>
        <source>Result</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="41"/>
        <source>Event</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="49"/>
        <source>Kept in %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="53"/>
        <source>Replay</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="53"/>
        <source>Analyse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="54"/>
        <source>Export PGN…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="54"/>
        <source>Delete…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="103"/>
        <location filename="../play/game_list.py" line="110"/>
        <source>Export Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="104"/>
        <source>Xiangqi PGN (*.pgn)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="119"/>
        <location filename="../play/game_list.py" line="127"/>
        <source>Delete Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/game_list.py" line="120"/>
        <source>Delete the game %1 – %2 of %3?</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="64"/>
        <source>Host a Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="71"/>
        <source>Red (moves first)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="71"/>
        <source>Black</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="72"/>
        <source>Random</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="76"/>
        <source>Private (not listed in the lobby)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="78"/>
        <source>Server</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="79"/>
        <source>Your name</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="80"/>
        <source>Room password</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="81"/>
        <source>Your colour</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="82"/>
        <source>Minutes each (0: no clock)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="83"/>
        <source>Increment (seconds)</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="99"/>
        <source>Join a Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="102"/>
        <source>Room code, or paste the link</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="107"/>
        <source>Watch only</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="109"/>
        <source>Server</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="110"/>
        <source>Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="111"/>
        <source>Your name</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="112"/>
        <source>Room password</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="128"/>
        <source>Lobby</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="133"/>
        <source>%1's room — %2 vs %3</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="134"/>
        <location filename="../online/dialogs.py" line="135"/>
        <source>free</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="139"/>
        <source>No room is listed.</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="379"/>
        <source>Start position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="464"/>
        <source>&amp;File</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="464"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="465"/>
        <source>&amp;View</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="465"/>
        <source>&amp;Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="466"/>
        <source>&amp;Help</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>Close Paiju</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="470"/>
        <source>&amp;Copy FEN</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="471"/>
        <source>Copy the position as FEN to the clipboard</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="472"/>
        <source>&amp;Paste FEN</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="473"/>
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="474"/>
        <source>C&amp;lear Board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="475"/>
        <source>Remove every piece except the generals</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>S&amp;tart Position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>Set up the initial position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="477"/>
        <source>Stop &amp;Placing Pieces</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="478"/>
        <source>Drop the palette piece: clicks select and move again</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="479"/>
        <source>S&amp;wap Sides</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="480"/>
        <source>Swap the colours and turn the board round</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="481"/>
        <source>&amp;Red to Move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="481"/>
        <source>Red moves first in this puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="482"/>
        <source>&amp;Black to Move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="483"/>
        <source>Black moves first in this puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="484"/>
        <source>&amp;Toggle Side to Move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="484"/>
        <source>Switch the side to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="485"/>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="485"/>
        <source>Language, pieces, coordinates, notation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>Show the board from Black's side</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="487"/>
        <source>&amp;Previous Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="487"/>
        <source>Go to the previous puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="488"/>
        <source>&amp;Next Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="488"/>
        <source>Go to the next puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="489"/>
        <source>&amp;Add Current Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="490"/>
        <source>Add a copy of the current puzzle after it</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="491"/>
        <source>&amp;Remove Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="491"/>
        <source>Remove the current puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="492"/>
        <source>Move Puzzle &amp;Up</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="493"/>
        <source>Move the puzzle up in the list</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="494"/>
        <source>Move Puzzle &amp;Down</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="495"/>
        <source>Move the puzzle down in the list</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="496"/>
        <source>&amp;Rules of Xiangqi</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="496"/>
        <source>The rules of xiangqi</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <source>&amp;About Paiju</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <location filename="../main_window.py" line="649"/>
        <source>About Paiju</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="499"/>
        <source>Pieces</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="499"/>
        <source>Collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="500"/>
        <source>Validation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="501"/>
        <source>Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="515"/>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="516"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="517"/>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="518"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="566"/>
        <source>Untitled</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="589"/>
        <source>FEN copied</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="595"/>
        <location filename="../main_window.py" line="597"/>
        <source>Paste FEN</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="598"/>
        <source>The clipboard does not hold a FEN: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../main_window.py" line="650"/>
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) %1 — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Title</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Author</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Source</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Stipulation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="54"/>
        <source>Hint</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="54"/>
        <source>Comment</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="58"/>
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="125"/>
        <source>New Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="127"/>
        <source>Start from</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="128"/>
        <source>The start position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="130"/>
        <source>The current puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="132"/>
        <source>This FEN:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="157"/>
        <source>the level's own</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="159"/>
        <source>Clocks</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="163"/>
        <source> min</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="168"/>
        <source> s per move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="177"/>
        <source>no limit</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="178"/>
        <source> moves each</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="180"/>
        <source>Keep score of this game (1 point to the winner, 0 to the other; a draw scores neither)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="192"/>
        <source>Red:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="193"/>
        <source>Black:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="194"/>
        <source>Computer's time per move:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="195"/>
        <source>Time control:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="196"/>
        <source>Draw after no capture in:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="231"/>
        <source>Red player</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="232"/>
        <source>Black player</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <location filename="../online/page.py" line="138"/>
        <source>Resign</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="138"/>
        <source>Offer Draw</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="139"/>
        <source>Ask Takeback</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="139"/>
        <source>Accept</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="140"/>
        <source>Decline</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="140"/>
        <source>New Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="141"/>
        <source>Save PGN…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="141"/>
        <source>Leave Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="142"/>
        <source>Solve Against the Defence</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="143"/>
        <source>Play Against the Engine</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="145"/>
        <source>Chat: type and press Enter</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="146"/>
        <source>Copy Link</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="147"/>
        <source>Copy the room's link to send it to a friend</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="148"/>
        <source>Start a Server on This Computer</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="155"/>
        <source>The engine's level when you play the problem against it</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="187"/>
        <source>Connecting…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="187"/>
        <source>Online</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="188"/>
        <source>Connection lost — reconnecting…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="189"/>
        <source>No Paiju server answers at %1. Start one on this computer, check the address, or leave; Paiju keeps trying meanwhile.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="192"/>
        <source>Not connected</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="200"/>
        <source>Link copied: send it with the room's password.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="209"/>
        <source>%1 came back.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="210"/>
        <source>%1 left the room; their seat is kept for them.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="237"/>
        <source>The room was closed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="258"/>
        <source>Mate! Solved.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="258"/>
        <source>Good move.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="259"/>
        <source>Slower than necessary.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="260"/>
        <source>That move lets the defence escape. Failed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="278"/>
        <source>%1 — mate in %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="279"/>
        <source>Problem</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="319"/>
        <source>Waiting for a second player…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="333"/>
        <source>Red to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="334"/>
        <source>Black to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="335"/>
        <source> (you)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="355"/>
        <source>Your opponent offers a draw.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="356"/>
        <source>Your opponent asks to take back a move.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="365"/>
        <source>Room %1 — share this link (or %2):</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="420"/>
        <source>Save Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/page.py" line="421"/>
        <source>PGN games (*.pgn)</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>OnlinePart</name>
    <message>
        <location filename="../online/integration.py" line="61"/>
        <location filename="../online/integration.py" line="62"/>
        <source>&amp;Online</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="64"/>
        <source>&amp;Host a Room…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="65"/>
        <source>Open a room on a server and invite a friend</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="66"/>
        <source>&amp;Join a Room…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="67"/>
        <source>Enter a room with its code or link and its password</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="68"/>
        <source>&amp;Share the Puzzle in a Room…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="69"/>
        <source>Friends solve the current puzzle against the solver or the engine; a scoreboard keeps count</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="71"/>
        <source>&amp;Lobby…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="71"/>
        <source>The rooms a server lists</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="72"/>
        <source>Leave the Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="72"/>
        <source>Close the connection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="140"/>
        <source>Share the Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="141"/>
        <source>The current puzzle needs a legal position and a stipulation (mate in N) to be shared.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="145"/>
        <source>Share the Puzzle in a Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="155"/>
        <source>Join a Room</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="163"/>
        <source>Lobby</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="164"/>
        <source>The server %1 does not answer.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="193"/>
        <source>Starting a server on this computer (port %1)…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../online/integration.py" line="205"/>
        <source>The server on this computer stopped: %1</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message numerus="yes">
        <location filename="../palette.py" line="107"/>
        <source>%1: none left, a side has at most %n of them (a pasted FEN may hold more; validation then names the extra ones)</source>
        <translation>
            <numerusform>%1: none left, a side has at most %n (a pasted FEN may hold more; validation then names the extra one)</numerusform>
            <numerusform>%1: none left, a side has at most %n of them (a pasted FEN may hold more; validation then names the extra ones)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../palette.py" line="110"/>
        <source>%1: click, then click points on the board; or drag it onto the board. Escape or a right click on an empty point puts it back</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../play/page.py" line="256"/>
        <source>New Game…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="256"/>
        <source>Play Problem…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="257"/>
        <source>Take Back</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="257"/>
        <source>Flip Board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="258"/>
        <location filename="../play/page.py" line="612"/>
        <source>Resign</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="258"/>
        <source>Offer Draw</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="259"/>
        <source>Analyse Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="259"/>
        <source>Games…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="260"/>
        <source>Save PGN…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="260"/>
        <source>Open Game…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="261"/>
        <source>Scores…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="261"/>
        <source>Back to Editor</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="505"/>
        <source>Analysing the game…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="517"/>
        <source>Game analysed: click the graph to see a move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="553"/>
        <source>Game in Progress</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="559"/>
        <source>This game is not finished. Score it as a loss for %1 (resigned), or abandon it without a score?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="561"/>
        <source>Resign and Score</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="563"/>
        <source>This game is not finished (it is not scored). Abandon it?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="565"/>
        <source>Abandon</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="566"/>
        <source>Keep Playing</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="613"/>
        <source>%1 resigns: %2 wins the game. Resign?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="663"/>
        <source>%1 holds no game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="279"/>
        <source>Analysis</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="360"/>
        <source>%1 to move — the computer is thinking…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="362"/>
        <source>%1 to move — check!</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="364"/>
        <source>%1 to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="366"/>
        <source>(showing move %1 of %2)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="276"/>
        <source>Start position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="266"/>
        <source>Play the current puzzle out against the computer (not scored)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="267"/>
        <source>Take back your last move (not after a scored result)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="268"/>
        <source>The engine scores every position of the game: the graph below the moves</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="270"/>
        <source>Finished games kept in the user data folder: replay, export, analyse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="277"/>
        <source>Red's advantage over the game (up: Red, down: Black); click to show that move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="394"/>
        <location filename="../play/page.py" line="502"/>
        <source>Engine problem: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="430"/>
        <source>Not kept: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="449"/>
        <source>Not scored: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="452"/>
        <source>Scores: %1 %2, %3 %4</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="627"/>
        <source>Draw Offer</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="628"/>
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="634"/>
        <source>The draw offer is declined.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="638"/>
        <location filename="../play/page.py" line="645"/>
        <source>Save Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="639"/>
        <source>Xiangqi PGN (*.pgn)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="647"/>
        <source>Saved %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/page.py" line="655"/>
        <location filename="../play/page.py" line="662"/>
        <source>Open Game</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>PlayPart</name>
    <message>
        <location filename="../play/integration.py" line="66"/>
        <source>&amp;Play</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="68"/>
        <location filename="../play/integration.py" line="86"/>
        <source>Play &amp;Mode</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="69"/>
        <source>A game board: two players, or against the computer</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="70"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="71"/>
        <source>Start a game from the start position, the puzzle or a FEN</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="72"/>
        <source>Play &amp;Problem Against the Computer…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="73"/>
        <source>Play the current puzzle out as attacker or defender</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="74"/>
        <source>&amp;Scores…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="74"/>
        <source>Games won by each player</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="75"/>
        <source>&amp;Games…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="76"/>
        <source>Finished games kept in the user data folder: replay, export, analyse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="78"/>
        <source>Analyse the &amp;Game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="79"/>
        <source>The engine scores every position of the game: the evaluation graph</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="81"/>
        <source>&amp;Analyse the Editor Position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="82"/>
        <source>The engine's score and best line for the edited position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/integration.py" line="85"/>
        <source>Analysis</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../play/dialogs.py" line="48"/>
        <source>Human</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="50"/>
        <source>Computer: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="52"/>
        <source>UCI engine…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="54"/>
        <source>Player's name</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="57"/>
        <source>Path of the UCI engine, e.g. /usr/games/fairy-stockfish</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="58"/>
        <source>Browse…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="80"/>
        <source>UCI engine</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="110"/>
        <source>Give the path of the UCI engine</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="264"/>
        <source>Play the Problem Against the Computer</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="271"/>
        <source>I attack (the side to move)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="273"/>
        <source>I defend</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="276"/>
        <source>Player's name</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="279"/>
        <source>A problem played out is practice: it is not scored.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="281"/>
        <source>The built-in engine is not installed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="288"/>
        <source>Computer:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="289"/>
        <source>Your name:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="311"/>
        <source>Solver</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="90"/>
        <source>Rules of xiangqi</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>ScoresDialog</name>
    <message>
        <location filename="../play/scores_view.py" line="28"/>
        <source>Scores</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Player</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Points</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Games</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Won</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="33"/>
        <source>Lost</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="33"/>
        <source>Drawn</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="39"/>
        <source>1 point for the winner, 0 for the other; draws count as neither.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="43"/>
        <source>Export CSV…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="45"/>
        <source>Reset…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="68"/>
        <location filename="../play/scores_view.py" line="75"/>
        <source>Export Scores</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="69"/>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="83"/>
        <source>Reset Scores</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="84"/>
        <source>Forget the scores of every player? This cannot be undone.</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="65"/>
        <source>Settings</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="69"/>
        <source>Chinese characters</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Western letters</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>ICCS (a–i, 0–9)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="72"/>
        <source>Traditional (一–九 / 1–9)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="73"/>
        <source>None</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="74"/>
        <source>By language (中文 in Chinese, WXF otherwise)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="76"/>
        <source>Chinese (炮二平五)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="78"/>
        <source>Language</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="78"/>
        <source>Pieces</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="79"/>
        <source>Coordinates</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../settings.py" line="79"/>
        <source>Move notation</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>SolutionTree</name>
    <message>
        <location filename="../solving/tree_view.py" line="49"/>
        <source>Move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="49"/>
        <source>Note</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="86"/>
        <source>mate</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="88"/>
        <source>dual</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="90"/>
        <source>not expanded</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="91"/>
        <source>check</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="95"/>
        <source>mate in %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="97"/>
        <source>longest</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="99"/>
        <source>duals: %1</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <location filename="../solving/panel.py" line="198"/>
        <source>Mate in</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="199"/>
        <source>Quiet moves</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="200"/>
        <source>Notation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="201"/>
        <source>Goal</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="202"/>
        <source>mate</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="202"/>
        <source>to play and win (先胜)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="203"/>
        <source>to play and draw (先和)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="205"/>
        <source>Mate in a number of moves, or a study: the side to move plays and wins or draws</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="208"/>
        <source>Checks only</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="209"/>
        <source>Checks only (every attacker move checks)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="210"/>
        <source>any number</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="211"/>
        <source>At most this many non-checking attacker moves</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="212"/>
        <source>Chinese (炮二平五)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="214"/>
        <location filename="../solving/panel.py" line="602"/>
        <source>Solve</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="215"/>
        <source>Prove the stipulated mate and look for cooks (F5)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="216"/>
        <source>Stop</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="217"/>
        <source>Save result into the puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="218"/>
        <source>Store the proven stipulation and the main line in the puzzle (undoable)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="220"/>
        <source>Start position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="221"/>
        <source>Previous move of the main line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="222"/>
        <source>Next move of the main line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="223"/>
        <source>Final position</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="232"/>
        <source> move(s)</source>
        <comment>suffix after a number</comment>
        <translation>
            <numerusform> move</numerusform>
            <numerusform> moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="314"/>
        <source>Solving %1…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="350"/>
        <source>position %v of %m</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="351"/>
        <source>Verifying %1…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="364"/>
        <source>stopped before a verdict</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="400"/>
        <source>Proved by the tables, the rules or the mate prover: %n position(s).</source>
        <translation>
            <numerusform>Proved by the tables, the rules or the mate prover: %n position.</numerusform>
            <numerusform>Proved by the tables, the rules or the mate prover: %n positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="401"/>
        <source>Only checked by the engine: %n position(s).</source>
        <translation>
            <numerusform>Only checked by the engine: %n position.</numerusform>
            <numerusform>Only checked by the engine: %n positions.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="409"/>
        <source>Start</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="428"/>
        <source>mates in %n move(s)</source>
        <translation>
            <numerusform>mates in %n move</numerusform>
            <numerusform>mates in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="430"/>
        <source>is mated in %n move(s)</source>
        <translation>
            <numerusform>is mated in %n move</numerusform>
            <numerusform>is mated in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="432"/>
        <source>%1 cp</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="433"/>
        <source>only checked: the engine (depth %1) says %2</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="436"/>
        <source>won, mate in %n ply(s)</source>
        <translation>
            <numerusform>won, mate in %n ply</numerusform>
            <numerusform>won, mate in %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="438"/>
        <source>lost, mated in %n ply(s)</source>
        <translation>
            <numerusform>lost, mated in %n ply</numerusform>
            <numerusform>lost, mated in %n plies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="440"/>
        <source>won</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="440"/>
        <source>drawn</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="441"/>
        <source>lost</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="443"/>
        <source>proved by the tables: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="444"/>
        <source>the game ends, %1 (%2)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="461"/>
        <source>Stopping…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="479"/>
        <source>checking position %1 of %2 of the main line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="483"/>
        <source>proving the length</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="483"/>
        <source>finding the keys</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="484"/>
        <source>looking for tries</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="484"/>
        <source>building the tree</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="485"/>
        <source>checking the book line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="487"/>
        <source>starting…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="489"/>
        <source>%1 · depth %2 · %3 nodes · %4 nodes/s</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="492"/>
        <source>depth %v of %m</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="496"/>
        <source>The solver failed: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="509"/>
        <source>Verified in %1</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="519"/>
        <source>%1 node(s) in %2 (%3 nodes/s)</source>
        <translation>
            <numerusform>%1 node in %2 (%3 nodes/s)</numerusform>
            <numerusform>%1 nodes in %2 (%3 nodes/s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="558"/>
        <source>shortest mate: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="568"/>
        <source>Keys: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="569"/>
        <source>Key: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="576"/>
        <source>1. %1? but 1… %2!</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="578"/>
        <source>Tries: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="579"/>
        <source>Looking for tries and building the tree…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="581"/>
        <source>No tries (no first move refuted by a single defence)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="584"/>
        <source>Book: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="586"/>
        <source>(the tree was cut off)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="602"/>
        <source>Verify</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="609"/>
        <source>%1 / %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="683"/>
        <location filename="../solving/panel.py" line="706"/>
        <source>The puzzle already holds this result.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="687"/>
        <source>Save solver result</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="691"/>
        <source>Saved into the puzzle: %1 and the main line (%n move(s)); Undo takes it back.</source>
        <translation>
            <numerusform>Saved into the puzzle: %1 and the main line (%n move); Undo takes it back.</numerusform>
            <numerusform>Saved into the puzzle: %1 and the main line (%n moves); Undo takes it back.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="708"/>
        <source>Save study verdict</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="713"/>
        <source>Saved into the puzzle: %1 and its verdict; Undo takes it back.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="725"/>
        <source>Save a cooked result?</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/panel.py" line="726"/>
        <source>The puzzle is cooked: %1 keys (%2). Save the stipulation and the main line of the first key anyway?</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>SolvingPart</name>
    <message>
        <location filename="../solving/integration.py" line="81"/>
        <source>Solver</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="82"/>
        <source>Training</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="86"/>
        <location filename="../solving/integration.py" line="89"/>
        <source>&amp;Solve</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="85"/>
        <location filename="../solving/integration.py" line="87"/>
        <source>Back to editing</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="83"/>
        <source>&lt;b&gt;Verification&lt;/b&gt; — double-click a puzzle to open it in the editor</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="89"/>
        <location filename="../solving/integration.py" line="114"/>
        <source>Prove the stipulated mate and look for cooks, or verify a study</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>S&amp;top Solving</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>Stop the running search</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="92"/>
        <source>&amp;Verify Collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="93"/>
        <source>Solve every puzzle of the collection in the background</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="95"/>
        <source>Verification &amp;Results</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="96"/>
        <source>The table of the last verification</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="97"/>
        <source>&amp;Train on This Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="98"/>
        <source>Play the attacker (a study's side to move) against the best defence</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="111"/>
        <source>Solving is disabled: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="164"/>
        <source>Training: you play the attacker</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/integration.py" line="165"/>
        <source>Solution board (the puzzle is not changed)</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="175"/>
        <source>Play a game, open one of the collections that come with Paiju, or start a puzzle of your own.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="177"/>
        <source>Play</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="177"/>
        <source>Puzzles</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="178"/>
        <location filename="../start_page.py" line="274"/>
        <source>Recent games</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="179"/>
        <location filename="../start_page.py" line="274"/>
        <source>Recent files</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="182"/>
        <source>Against the Computer</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="183"/>
        <source>A game against the built-in engine: choose its level</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="184"/>
        <source>Two Players</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="184"/>
        <source>Two people at this board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="185"/>
        <source>Online</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="186"/>
        <source>Host a room on a server and send its link to your opponent</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="187"/>
        <source>Three Kingdoms</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="188"/>
        <source>The three-player variant on its own board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="193"/>
        <source>New Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="194"/>
        <source>Set up a new puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="195"/>
        <source>Open…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="196"/>
        <source>Open a puzzle file</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../start_page.py" line="210"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../start_page.py" line="220"/>
        <source>(no collections are installed)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="236"/>
        <source>(no game kept yet: finished games come here)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="245"/>
        <source>(no file opened yet)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../start_page.py" line="275"/>
        <source>%1 is no longer there: it is taken off the list.</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>TablebasePanel</name>
    <message>
        <location filename="../tablebase_panel.py" line="124"/>
        <source>Build…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="125"/>
        <source>Build the endgame table that covers this material (and the smaller ones it needs)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="127"/>
        <source>Cancel</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="148"/>
        <source>The position is not legal: the validation panel says why.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="160"/>
        <source>Looking the position up…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="176"/>
        <source>Draw</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="180"/>
        <source>%1 to move wins by the perpetual-check rule</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="182"/>
        <source>%1 to move loses by the perpetual-check rule</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="185"/>
        <source>%1 wins: mate in %n move(s)</source>
        <translation>
            <numerusform>%1 wins: mate in %n move</numerusform>
            <numerusform>%1 wins: mate in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="191"/>
        <source>draws</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="193"/>
        <source>wins by the perpetual-check rule</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="194"/>
        <source>loses by the perpetual-check rule</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="196"/>
        <source>wins: mate in %n move(s)</source>
        <translation>
            <numerusform>wins: mate in %n move</numerusform>
            <numerusform>wins: mate in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="197"/>
        <source>loses: mated in %n move(s)</source>
        <translation>
            <numerusform>loses: mated in %n move</numerusform>
            <numerusform>loses: mated in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="207"/>
        <source>Building %1…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="217"/>
        <source>more than %1 men (generals included)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="219"/>
        <source>No endgame table can hold this material: %1.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="224"/>
        <source>No table covers this material yet: %1 would (%2 positions).</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="246"/>
        <source>Build a Table</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="247"/>
        <source>Build %1 and the smaller tables it needs? It has %2 positions and needs about %3 MB of memory while it is built; large tables take minutes to hours.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="287"/>
        <source>The build failed: %1</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>TablebasePart</name>
    <message>
        <location filename="../tablebase_panel.py" line="327"/>
        <source>Endgame Table</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>ThreeKingdomsPart</name>
    <message>
        <location filename="../three_kingdoms/part.py" line="68"/>
        <source>Three &amp;Kingdoms</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="69"/>
        <location filename="../three_kingdoms/part.py" line="71"/>
        <source>Three Kingdoms Board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="71"/>
        <source>Show the three-player board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="72"/>
        <source>New Game (Three Players)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="73"/>
        <source>Hot-seat game for three, banner bearers in play</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="74"/>
        <source>New Game without Banner Bearers</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="75"/>
        <source>Hot-seat game for three, banner bearers removed</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="76"/>
        <source>Edit Three Kingdoms Position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="77"/>
        <source>Place pieces with owner and origin; §7 validation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="78"/>
        <source>Open Three Kingdoms Puzzle…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="79"/>
        <source>Read a Three Kingdoms collection (.xqp)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="80"/>
        <source>Save Three Kingdoms Puzzle…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="81"/>
        <source>Write the position, goal and solution (.xqp)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="82"/>
        <source>Export Three Kingdoms Board…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="83"/>
        <source>PNG, SVG or PDF of the hexagonal board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="84"/>
        <source>Previous Three Kingdoms Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="85"/>
        <source>Go to the previous puzzle of the collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="86"/>
        <source>Next Three Kingdoms Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="87"/>
        <source>Go to the next puzzle of the collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="88"/>
        <source>Stop Searching</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="89"/>
        <source>Stop the computer player's search or the prover</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="90"/>
        <source>Back to the Editor</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="90"/>
        <source>Leave the Three Kingdoms mode</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="91"/>
        <source>Copy Position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="92"/>
        <source>Copy the Three Kingdoms position as text</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="93"/>
        <source>Paste Position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="94"/>
        <source>Start a game from a Three Kingdoms position on the clipboard</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="96"/>
        <source>Rotate Board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="97"/>
        <source>Turn the board: the next kingdom comes to the bottom</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="121"/>
        <source>Position copied</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="125"/>
        <source>{k} at the bottom</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="150"/>
        <source>Open Three Kingdoms Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="151"/>
        <location filename="../three_kingdoms/part.py" line="157"/>
        <source>Paiju puzzles (*.xqp)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="156"/>
        <source>Save Three Kingdoms Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="162"/>
        <source>Export Three Kingdoms Board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="164"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="172"/>
        <source>Three Kingdoms</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>TkCollectionPanel</name>
    <message>
        <location filename="../three_kingdoms/collection.py" line="90"/>
        <source>Previous puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="92"/>
        <source>Next puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="99"/>
        <source>(untitled)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="142"/>
        <source>{i} of {n}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="143"/>
        <source>{n} puzzles</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>TkPage</name>
    <message>
        <location filename="../three_kingdoms/page.py" line="130"/>
        <source>New game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="131"/>
        <source>Take back</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="86"/>
        <location filename="../three_kingdoms/page.py" line="132"/>
        <source>Resign</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="87"/>
        <source>Resign for {k}? {k} loses and the game ends: the other kingdom in play wins.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="89"/>
        <source>Resign for {k}? {k} loses and the game ends: the two other kingdoms share the victory.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="131"/>
        <source>Paste Position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="132"/>
        <source>The clipboard does not hold a Three Kingdoms position: {why}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="133"/>
        <source>Banner bearers in play</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="134"/>
        <source>Edit position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="90"/>
        <source>Editor: piece, owner, origin</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="91"/>
        <source>Play from here</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="92"/>
        <source>Clear</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="93"/>
        <source>Start position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="62"/>
        <source>{k}: human</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="63"/>
        <source>Who plays {k}: a human, or the computer at level 1 (weakest) to 5 (strongest)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="67"/>
        <source>{k}: level {n}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="96"/>
        <source>erase</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="100"/>
        <source>Owner: the kingdom that moves the piece</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="102"/>
        <source>Origin: the army the piece comes from (its direction, home and palace)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="104"/>
        <source>The kingdom to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="105"/>
        <source>To move:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="106"/>
        <source>Defeated:</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="79"/>
        <source>Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="80"/>
        <source>Solve</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="116"/>
        <source>The computer could not move: {why}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="134"/>
        <location filename="../three_kingdoms/puzzle_box.py" line="138"/>
        <source>Solving stopped</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="167"/>
        <source>error</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="168"/>
        <source>warning</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="169"/>
        <source>{severity}: {message}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="172"/>
        <source>A legal setup</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="81"/>
        <source>Within this many moves of its own</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="104"/>
        <source>{goal}: solving…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="140"/>
        <source>{goal}: not solved (more than {n} nodes)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="144"/>
        <source>{goal}: not solved ({why})</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="157"/>
        <source> and {n} more</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="159"/>
        <source>{goal}: solved in {n} (keys: {keys}); {nodes} nodes</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="167"/>
        <source>{goal}: no solution; {nodes} nodes</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="53"/>
        <source>Editing: click to place the chosen piece, right-click to remove it</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="67"/>
        <source>{k} eliminates</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="89"/>
        <source>Game over</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="95"/>
        <source>{kingdom} to move — move {n}, {clock}/{limit}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="112"/>
        <source>{k}: defeated, army taken over by {t}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="115"/>
        <source>{k}: defeated</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="118"/>
        <source>{k}: resigned</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="119"/>
        <source>{k}: ran out of time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="120"/>
        <source>{k}: left the game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="108"/>
        <source>, commands the army of {v}</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../three_kingdoms/page.py" line="143"/>
        <source>{k}: in play, %n piece(s){extra}</source>
        <translation>
            <numerusform>{k}: in play, %n piece{extra}</numerusform>
            <numerusform>{k}: in play, %n pieces{extra}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="155"/>
        <source>{k} (computer {n}) is thinking… {time}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="159"/>
        <source>Solving… {nodes} nodes, {time}</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="171"/>
        <source>Stop</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="174"/>
        <source>Continue</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <location filename="../solving/training.py" line="131"/>
        <source>Start / Restart</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="132"/>
        <source>Play the current puzzle as the attacker</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="133"/>
        <source>Hint</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="134"/>
        <source>First the piece to move, then the move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="135"/>
        <source>Give up</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="136"/>
        <source>Next puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="140"/>
        <source>Press Start to play the current puzzle: you move for the attacker, the solver defends as long as it can.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="168"/>
        <source>Session score: %1 of %2 puzzles</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="198"/>
        <source>This puzzle cannot be played: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="200"/>
        <source>it has no stipulation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="212"/>
        <source>endgame against the tables</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="224"/>
        <location filename="../solving/training.py" line="260"/>
        <location filename="../solving/training.py" line="263"/>
        <location filename="../solving/training.py" line="391"/>
        <source>Thinking…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="233"/>
        <source>No mate within the stipulation: this puzzle cannot be trained.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="237"/>
        <source>Your move: mate in %1.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="269"/>
        <source>Mate! Puzzle solved.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="273"/>
        <source>That move throws the win away: the tables say the position is now a draw. Puzzle failed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="279"/>
        <source>That move does not mate and no move is left. Puzzle failed.</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="281"/>
        <source>That move loses the win: the defender escapes mate within the %n move(s) left. Puzzle failed.</source>
        <translation>
            <numerusform>That move loses the win: the defender escapes mate within the %n move left. Puzzle failed.</numerusform>
            <numerusform>That move loses the win: the defender escapes mate within the %n moves left. Puzzle failed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="292"/>
        <source>Slower than necessary: mate in %1 was possible, now it takes %2 more.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="291"/>
        <source>Good move.</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="322"/>
        <source>The defence: %1. Your move: mate in %n move(s) with best play.</source>
        <translation>
            <numerusform>The defence: %1. Your move: mate in %n move with best play.</numerusform>
            <numerusform>The defence: %1. Your move: mate in %n moves with best play.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="326"/>
        <source>The defence: %1. Your move (mate within %2).</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="332"/>
        <source>perfect (tablebase)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="332"/>
        <source>engine</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="354"/>
        <source>Your move: %1 %2. The defence: %3.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="411"/>
        <source>The defence, %1: %2. Your move.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="420"/>
        <source>You won. Study solved.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="421"/>
        <source>Drawn by the rules: the draw is held. Study solved.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="423"/>
        <source>Drawn by the rules, but the study asks for a win. Study failed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="425"/>
        <source>You lost. Study failed.</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="426"/>
        <source>%n move(s) played and the draw held. Study solved.</source>
        <translation>
            <numerusform>%n move played and the draw held. Study solved.</numerusform>
            <numerusform>%n moves played and the draw held. Study solved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="428"/>
        <source>%n move(s) played without a win. Study failed.</source>
        <translation>
            <numerusform>%n move played without a win. Study failed.</numerusform>
            <numerusform>%n moves played without a win. Study failed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="430"/>
        <source>That move throws the win away: the tables say the position is no longer won. Study failed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="432"/>
        <source>That move loses: the tables say the position is now lost. Study failed.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="434"/>
        <source>The tables prove the draw from here: the draw is held. Study solved.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="448"/>
        <source>Hint: move the marked piece.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="452"/>
        <source>Hint: %1.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="462"/>
        <source>Given up. The winning move was %1.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="471"/>
        <source>That was the last puzzle of the collection.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/training.py" line="526"/>
        <source>The solver failed: %1</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="57"/>
        <source>Composer mode</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="58"/>
        <source>Composer mode (accept warnings)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="59"/>
        <source>Allow saving an unusual but playable position as a finished puzzle: warnings no longer block it</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="80"/>
        <source>%1 has no general</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="83"/>
        <source>%1 has %2 %3 (at most %4): %5</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="86"/>
        <source>%1 is outside its palace</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="88"/>
        <source>%1 is not on an advisor point</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="90"/>
        <source>%1 is not on an elephant point</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="93"/>
        <source>%1 is behind its starting rank</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="94"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="97"/>
        <source>Red soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="99"/>
        <source>Black soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="103"/>
        <source>%1 and %2 face each other on an open file</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="108"/>
        <source>%1 is in check from %2, but %3 is to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="111"/>
        <source>%1 is to move and has no legal move: the game is already over</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="124"/>
        <source>The position has errors: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="127"/>
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="153"/>
        <source>The position is legal.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../validation_panel.py" line="155"/>
        <source>%1, %2</source>
        <comment>errors, warnings</comment>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../validation_panel.py" line="156"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../validation_panel.py" line="156"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyPanel</name>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="491"/>
        <source>%n sound</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n sound</numerusform>
            <numerusform>%n sound</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="492"/>
        <source>%n cooked</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n cooked</numerusform>
            <numerusform>%n cooked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="493"/>
        <source>%n unsolved</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n unsolved</numerusform>
            <numerusform>%n unsolved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="494"/>
        <source>%n short</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n short</numerusform>
            <numerusform>%n short</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="495"/>
        <source>%n error(s)</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="498"/>
        <source>%1 of %2 done: %3</source>
        <comment>verification summary</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="500"/>
        <source>, </source>
        <comment>verification summary</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="354"/>
        <source>Verify collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="355"/>
        <source>Solve every puzzle of the open collection and compare the book solutions with strict play</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="357"/>
        <source>Stop</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="358"/>
        <source>Time per puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>Show</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>all puzzles</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only cooked</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="362"/>
        <source>only unsolved</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="362"/>
        <source>only short</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="363"/>
        <source>only errors</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="363"/>
        <source>only book differences</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="366"/>
        <source>Export report…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="483"/>
        <source>Verify solves every puzzle of the open collection.</source>
        <translation type="unfinished"/>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="497"/>
        <source>%n position(s) only</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n position only</numerusform>
            <numerusform>%n positions only</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="517"/>
        <location filename="../solving/verify.py" line="527"/>
        <source>Export Verification Report</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="518"/>
        <source>CSV table (*.csv);;Text report (*.txt)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="528"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../commands.py" line="52"/>
        <source>Place %1 on %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="65"/>
        <source>Move %1 %2-%3</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="84"/>
        <source>Remove %1 from %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="110"/>
        <source>Clear board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="119"/>
        <source>Red to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="121"/>
        <source>Black to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="129"/>
        <source>Swap sides</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="139"/>
        <source>Edit %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="167"/>
        <source>Add puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="181"/>
        <source>Remove puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../commands.py" line="194"/>
        <source>Reorder puzzles</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>durations</name>
    <message>
        <location filename="../durations.py" line="21"/>
        <source>%1 s</source>
        <comment>a duration in seconds</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../durations.py" line="41"/>
        <source> s</source>
        <comment>unit after a number of seconds in a field</comment>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../export/wording.py" line="22"/>
        <source>Xiangqi problems</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="30"/>
        <source>invalid position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="31"/>
        <source>Red to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="32"/>
        <source>Black to move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="35"/>
        <source>%1, %2</source>
        <comment>side to move, stipulation</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="42"/>
        <source>1 problem</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="43"/>
        <source>%n problems</source>
        <comment>none or more than one</comment>
        <translation>%n problem</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="49"/>
        <source>mate in %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="50"/>
        <source>mate in %1 to %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="57"/>
        <source>Problem %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="58"/>
        <source>Problems %1–%2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="63"/>
        <source>Solutions</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="67"/>
        <source>Solution</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="71"/>
        <source>Hint</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../export/wording.py" line="75"/>
        <source>Made with Paiju.</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>play</name>
    <message>
        <location filename="../play/wording.py" line="19"/>
        <source>Red</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="19"/>
        <source>Black</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="33"/>
        <source>Scored: 1 point to the winner, 0 to the other; a draw scores neither.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="36"/>
        <source>A problem played out: not scored.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="37"/>
        <source>Not scored.</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="45"/>
        <source>checkmate</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="47"/>
        <source>%1 has no legal move</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="49"/>
        <source>perpetual check by %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="51"/>
        <source>perpetual chase by %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="53"/>
        <source>threefold repetition</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="56"/>
        <source>no capture in %1 moves</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="58"/>
        <source>%1 resigns</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="60"/>
        <source>draw agreed</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="62"/>
        <source>%1 lost on time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="63"/>
        <source>recorded result</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="69"/>
        <source>Draw</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="71"/>
        <source>Red wins</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="73"/>
        <source>Black wins</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../play/wording.py" line="74"/>
        <source>%1 · %2: %3</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <location filename="../solving/common.py" line="52"/>
        <source>checks-only mate in %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="54"/>
        <source>mate in %1 (at most 1 quiet move)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="57"/>
        <source>mate in %1 (at most %2 quiet moves)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="59"/>
        <source>mate in %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="71"/>
        <source>not verified yet (Solve, or paiju solve FILE)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="77"/>
        <source>Red</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="78"/>
        <source>Black</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="84"/>
        <source>proved</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="85"/>
        <source>checked (not proved)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="86"/>
        <source>cooked: the side to play does better</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="87"/>
        <source>flawed: the main line's defence is not best</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="88"/>
        <source>refuted</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="89"/>
        <source>unsettled</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="97"/>
        <source>sound: one key, mate proven</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="98"/>
        <source>cooked: more than one key</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="99"/>
        <source>short solution: mates faster than stipulated</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="100"/>
        <source>no solution within the stipulation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="101"/>
        <source>illegal position</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="102"/>
        <source>stopped before a verdict</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="111"/>
        <source>a mate within %1 is proven</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="115"/>
        <source>keys so far: %1 (%2 first moves not yet asked)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="120"/>
        <source>no mate within %1 is proven</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="123"/>
        <source>no mate by checks alone within %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="134"/>
        <source>while proving the length</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="135"/>
        <source>while finding the keys</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="136"/>
        <source>while looking for tries</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="137"/>
        <source>while building the tree</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="138"/>
        <source>while checking the book line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="139"/>
        <source>stopped on request</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="140"/>
        <source>out of time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="151"/>
        <source>book move %1 is not legal here</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="153"/>
        <source>book move %1 lets the defender escape mate</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="156"/>
        <source>book move %1 mates in %2; strict play mates in %3</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="159"/>
        <source>book defence %1 allows mate in %2; the longest resistance holds for %3</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="163"/>
        <source>the book line ends before mate</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="170"/>
        <source>sound</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="171"/>
        <source>cooked</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="172"/>
        <source>short</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="173"/>
        <source>no solution</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="90"/>
        <location filename="../solving/common.py" line="174"/>
        <source>illegal</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="48"/>
        <source>to play and win</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="50"/>
        <source>to play and draw</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="175"/>
        <source>stopped</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="83"/>
        <source>error</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="86"/>
        <source>waiting</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="87"/>
        <source>solving…</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="111"/>
        <source>book line is strict</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="140"/>
        <source>bad FEN: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="101"/>
        <source>no stipulation and no book solution</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="81"/>
        <source>position only</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="164"/>
        <source>#</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="164"/>
        <source>Puzzle</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="165"/>
        <source>Stipulation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="165"/>
        <source>Verdict</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="166"/>
        <source>Length</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="166"/>
        <source>Time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="167"/>
        <source>Book / notes</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="252"/>
        <source>the collection</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="253"/>
        <source>Verification of %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="262"/>
        <source>(mate in %1)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/common.py" line="118"/>
        <location filename="../solving/verify.py" line="266"/>
        <source>keys: %1</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../solving/verify.py" line="271"/>
        <source>book: %1</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>three_kingdoms</name>
    <message>
        <location filename="../three_kingdoms/wording.py" line="27"/>
        <source>Shu</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="29"/>
        <source>Wu</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="30"/>
        <source>Wei</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="36"/>
        <source>general</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="38"/>
        <source>advisor</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="40"/>
        <source>elephant</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="42"/>
        <source>horse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="43"/>
        <source>chariot</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="45"/>
        <source>cannon</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="47"/>
        <source>soldier</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="49"/>
        <source>banner bearer</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="64"/>
        <source>%1 eliminates %2 in %3</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="71"/>
        <source>%1 is defeated (its general was captured); %2 takes over its army</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="74"/>
        <source>%1 is defeated (it had no legal move); %2 takes over its army</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="83"/>
        <source>last general standing</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="84"/>
        <source>third repetition</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="85"/>
        <source>%1-move rule</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="87"/>
        <source>resignation</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="88"/>
        <source>time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="89"/>
        <source>leaving the game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="96"/>
        <location filename="../three_kingdoms/wording.py" line="181"/>
        <source> and </source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="98"/>
        <source>%1 wins: the last kingdom with a general on the board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="102"/>
        <source>Draw: the same position occurred for the third time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="104"/>
        <source>Draw: %1 moves in a row without a capture or a defeat</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="110"/>
        <source>%1 wins: %2 resigned</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="111"/>
        <source>%1 share the victory: %2 resigned</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="113"/>
        <source>%1 wins: %2 ran out of time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="114"/>
        <source>%1 share the victory: %2 ran out of time</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="116"/>
        <source>%1 wins: %2 left</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="117"/>
        <source>%1 share the victory: %2 left</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="37"/>
        <source>generals</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="39"/>
        <source>advisors</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="41"/>
        <source>elephants</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="42"/>
        <source>horses</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="44"/>
        <source>chariots</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="46"/>
        <source>cannons</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="48"/>
        <source>soldiers</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="50"/>
        <source>banner bearers</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="123"/>
        <source>%1 %2</source>
        <comment>owner kingdom, piece kind</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="127"/>
        <source>%1 (of %2)</source>
        <comment>a piece, the army it came from</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="132"/>
        <source>%1 on %2</source>
        <comment>a piece, a point</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="150"/>
        <source>%1 belongs to a defeated kingdom, whose general has left the board</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="153"/>
        <source>%1 has no general</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="155"/>
        <source>%1's army has %2 %3 (at most %4): %5</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="159"/>
        <source>%1 has changed hands, but %2 is not defeated</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="162"/>
        <source>%1 is owned by %2, which is defeated</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="165"/>
        <source>%1: banner bearers are removed at this table</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="168"/>
        <source>%1 is outside its palace</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="170"/>
        <source>%1 is not on an advisor point of its own palace</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="173"/>
        <source>%1 is not on an elephant point of its own half</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="176"/>
        <source>%1 is behind its starting rank</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="178"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="182"/>
        <source>%1 soldiers on %2 share a file on their own half, which cannot happen in a game</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="185"/>
        <source>%1 and %2 face each other on an open line</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="188"/>
        <source>%1 general on %2 is attacked by %3, but %1 moved last (%4 is to move)</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="192"/>
        <source>only one kingdom is in play: the game is over</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="194"/>
        <source>%1 is to move and has no legal move: it is defeated at once</source>
        <translation type="unfinished"/>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <location filename="../wording.py" line="16"/>
        <source>Red</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="17"/>
        <source>Black</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="22"/>
        <source>Red general</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="23"/>
        <source>Red advisor</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="24"/>
        <source>Red elephant</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="25"/>
        <source>Red horse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="26"/>
        <source>Red chariot</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="27"/>
        <source>Red cannon</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="28"/>
        <source>Red soldier</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="31"/>
        <source>Black general</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="32"/>
        <source>Black advisor</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="33"/>
        <source>Black elephant</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="34"/>
        <source>Black horse</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="35"/>
        <source>Black chariot</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="36"/>
        <source>Black cannon</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="37"/>
        <source>Black soldier</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="50"/>
        <source>generals</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="51"/>
        <source>advisors</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="52"/>
        <source>elephants</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="53"/>
        <source>horses</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="54"/>
        <source>chariots</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="55"/>
        <source>cannons</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="56"/>
        <source>soldiers</source>
        <comment>red</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="59"/>
        <source>generals</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="60"/>
        <source>advisors</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="61"/>
        <source>elephants</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="62"/>
        <source>horses</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="63"/>
        <source>chariots</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="64"/>
        <source>cannons</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="65"/>
        <source>soldiers</source>
        <comment>black</comment>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="76"/>
        <source>%1 on %2</source>
        <translation type="unfinished"/>
    </message>
    <message>
        <location filename="../wording.py" line="84"/>
        <source>%1 and %2</source>
        <translation type="unfinished"/>
    </message>
</context>
</TS>
