<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../play/analysis.py" line="103"/>
        <source>Built-in engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="104"/>
        <source>UCI engine…</source>
        <translation>UCI 引擎…</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="105"/>
        <source>Game position</source>
        <translation>对局局面</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="106"/>
        <source>Editor position</source>
        <translation>编辑器局面</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="107"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="108"/>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="110"/>
        <source>Lines:</source>
        <translation>变例数：</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="109"/>
        <source>Position:</source>
        <translation>局面：</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="111"/>
        <source>How many of the best moves to show, each with its line</source>
        <translation>显示几个最佳着法，各带其变化</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="222"/>
        <source>No legal move: the game is over.</source>
        <translation>无合法着法：对局已结束。</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="181"/>
        <source>Give the path of the UCI engine</source>
        <translation>请给出 UCI 引擎的路径</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="250"/>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
</context>
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="93"/>
        <source>Previous puzzle</source>
        <translation>上一题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95"/>
        <source>Move the puzzle up</source>
        <translation>上移此题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96"/>
        <source>Move the puzzle down</source>
        <translation>下移此题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97"/>
        <source>Add a copy of the current puzzle to the collection</source>
        <translation>把当前题目的副本加入题集</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="98"/>
        <source>Remove the current puzzle from the collection</source>
        <translation>从题集中删除当前题目</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="113"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../export/dialog.py" line="57"/>
        <source>PDF booklet</source>
        <translation>PDF 小册子</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="58"/>
        <source>HTML page</source>
        <translation>HTML 网页</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="59"/>
        <source>SVG diagram</source>
        <translation>SVG 棋图</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="60"/>
        <source>PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="86"/>
        <location filename="../export/dialog.py" line="321"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="103"/>
        <source>Current problem</source>
        <translation>当前题目</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="104"/>
        <source>All problems</source>
        <translation>全部题目</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="106"/>
        <source>Diagrams: the current problem, or one file per problem in a folder. A booklet or a web page always holds the whole collection.</source>
        <translation>棋图：当前题目，或每题一个文件存入文件夹。小册子和网页总是包含整个题集。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="111"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="113"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="116"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="117"/>
        <source>Traditional</source>
        <translation>传统</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="119"/>
        <source>Black and white (print)</source>
        <translation>黑白（打印）</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="120"/>
        <source>Arrow for the key move</source>
        <translation>用箭头标出关键着</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="122"/>
        <source>Western letters on pieces</source>
        <translation>棋子用西文字母</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="130"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="131"/>
        <source>Problems:</source>
        <translation>题目：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="132"/>
        <source>Paper:</source>
        <translation>纸张：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="133"/>
        <source>Diagrams per page:</source>
        <translation>每页棋图数：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="134"/>
        <source>Solution notation:</source>
        <translation>解答记谱法：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="135"/>
        <source>Coordinates:</source>
        <translation>坐标：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="139"/>
        <source>Image width:</source>
        <translation>图片宽度：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="140"/>
        <source>Resolution:</source>
        <translation>分辨率：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="144"/>
        <source>Copy share string</source>
        <translation>复制分享文本</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="150"/>
        <source>Share:</source>
        <translation>分享：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="175"/>
        <source>Cancel export</source>
        <translation>取消导出</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="179"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="283"/>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="287"/>
        <source>Page {0}</source>
        <translation>第 {0} 页</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="289"/>
        <source>Solutions</source>
        <translation>解答</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="309"/>
        <source>Share string copied.</source>
        <translation>分享文本已复制。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="319"/>
        <source>Export diagrams to folder</source>
        <translation>将棋图导出到文件夹</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="342"/>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="356"/>
        <source>Export cancelled.</source>
        <translation>导出已取消。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="378"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="384"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="392"/>
        <source>problems</source>
        <translation>题目</translation>
    </message>
    <message numerus="yes">
        <location filename="../export/dialog.py" line="440"/>
        <source>; %n problem(s) noted</source>
        <translation>
            <numerusform>；记录了 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="442"/>
        <source>Wrote {0} ({1} pages){2}.</source>
        <translation>已写入 {0}（{1} 页）{2}。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="448"/>
        <location filename="../export/dialog.py" line="449"/>
        <source>Wrote {0}.</source>
        <translation>已写入 {0}。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="446"/>
        <source>Wrote {0} diagrams to {1}{2}.</source>
        <translation>已将 {0} 幅棋图写入 {1}{2}。</translation>
    </message>
</context>
<context>
    <name>ExportPart</name>
    <message>
        <location filename="../export/integration.py" line="35"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="36"/>
        <source>Diagrams, booklet, web page or shareable text of the puzzles</source>
        <translation>导出题目的棋图、小册子、网页或分享文本</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="37"/>
        <source>Export &amp;PGN…</source>
        <translation>导出 &amp;PGN…</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="37"/>
        <source>Write the collection as a PGN file</source>
        <translation>将题集写入 PGN 文件</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="47"/>
        <source>Export PGN</source>
        <translation>导出 PGN</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="49"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
</context>
<context>
    <name>FilesPart</name>
    <message>
        <location filename="../files.py" line="90"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../files.py" line="91"/>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>Start a new puzzle file</source>
        <translation>新建排局文件</translation>
    </message>
    <message>
        <location filename="../files.py" line="94"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation>打开排局文件（本格式、PGN、XQF、DhtmlXQ、eglib、CSV、JSON、FEN）</translation>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>Save the collection</source>
        <translation>保存题集</translation>
    </message>
    <message>
        <location filename="../files.py" line="98"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../files.py" line="99"/>
        <source>Save the collection under another name or format</source>
        <translation>以其他文件名或格式保存题集</translation>
    </message>
    <message>
        <location filename="../files.py" line="100"/>
        <source>Save as &amp;Finished Puzzle</source>
        <translation>保存为完成的题目(&amp;F)</translation>
    </message>
    <message>
        <location filename="../files.py" line="102"/>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../files.py" line="102"/>
        <source>Forget the recent files</source>
        <translation>清除最近打开的文件</translation>
    </message>
    <message>
        <location filename="../files.py" line="103"/>
        <source>S&amp;tart Page</source>
        <translation>起始页(&amp;T)</translation>
    </message>
    <message>
        <location filename="../files.py" line="104"/>
        <source>Play, the collections that come with Paiju, New and Open, recent games and files</source>
        <translation>对弈、Paiju 自带的题集、新建和打开、最近的对局和文件</translation>
    </message>
    <message>
        <location filename="../files.py" line="142"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../files.py" line="143"/>
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation>排局文件有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../files.py" line="158"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../files.py" line="160"/>
        <location filename="../files.py" line="174"/>
        <location filename="../files.py" line="177"/>
        <location filename="../files.py" line="199"/>
        <location filename="../files.py" line="209"/>
        <source>Open Puzzles</source>
        <translation>打开排局</translation>
    </message>
    <message>
        <location filename="../files.py" line="178"/>
        <source>%1 holds no puzzle.</source>
        <translation>%1 中没有题目。</translation>
    </message>
    <message numerus="yes">
        <location filename="../files.py" line="188"/>
        <source>Opened %1: %n puzzle(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 道题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../files.py" line="210"/>
        <source>Some records could not be read:</source>
        <translation>有些记录无法读取：</translation>
    </message>
    <message>
        <location filename="../files.py" line="229"/>
        <location filename="../files.py" line="257"/>
        <location filename="../files.py" line="269"/>
        <source>Save Puzzles</source>
        <translation>保存排局</translation>
    </message>
    <message>
        <location filename="../files.py" line="247"/>
        <source>Saved with the puzzle marked finished: %1</source>
        <translation>已保存，题目标记为完成：%1</translation>
    </message>
    <message>
        <location filename="../files.py" line="258"/>
        <source>%1 is read-only. Replace it anyway?</source>
        <translation>%1 是只读文件。仍要替换吗？</translation>
    </message>
    <message>
        <location filename="../files.py" line="276"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../files.py" line="289"/>
        <source>Save, with the current puzzle marked finished (no draft tag): only when its setup is legal. Soundness is the solver's verdict (Solve menu).</source>
        <translation>保存并把当前题目标记为完成（去掉草稿标签）：仅当局面合法时可用。题目是否正确由求解器判定（求解菜单）。</translation>
    </message>
    <message>
        <location filename="../files.py" line="300"/>
        <source>%1 (switch on composer mode to accept warnings)</source>
        <translation>%1（打开排局模式以接受警告）</translation>
    </message>
    <message>
        <location filename="../files.py" line="354"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../files.py" line="368"/>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location filename="../files.py" line="369"/>
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation>排局上次没有正常关闭。要恢复自动保存的未保存工作吗？</translation>
    </message>
</context>
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../play/game_list.py" line="36"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="41"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="41"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="49"/>
        <source>Kept in %1</source>
        <translation>保存在 %1</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="53"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="53"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="54"/>
        <source>Export PGN…</source>
        <translation>导出 PGN…</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="54"/>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="103"/>
        <location filename="../play/game_list.py" line="110"/>
        <source>Export Game</source>
        <translation>导出对局</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="104"/>
        <source>Xiangqi PGN (*.pgn)</source>
        <translation>象棋 PGN (*.pgn)</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="119"/>
        <location filename="../play/game_list.py" line="127"/>
        <source>Delete Game</source>
        <translation>删除对局</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="120"/>
        <source>Delete the game %1 – %2 of %3?</source>
        <translation>删除 %3 的对局 %1 – %2？</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="64"/>
        <source>Host a Room</source>
        <translation>创建房间</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="71"/>
        <source>Red (moves first)</source>
        <translation>红方（先走）</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="71"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="72"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="76"/>
        <source>Private (not listed in the lobby)</source>
        <translation>私密（不在大厅中列出）</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="78"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="79"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="80"/>
        <source>Room password</source>
        <translation>房间密码</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="81"/>
        <source>Your colour</source>
        <translation>你执哪方</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="82"/>
        <source>Minutes each (0: no clock)</source>
        <translation>每方分钟数（0：不计时）</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="83"/>
        <source>Increment (seconds)</source>
        <translation>每步加秒</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="99"/>
        <source>Join a Room</source>
        <translation>加入房间</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="102"/>
        <source>Room code, or paste the link</source>
        <translation>房间号，或粘贴链接</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="107"/>
        <source>Watch only</source>
        <translation>仅观战</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="109"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="110"/>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="111"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="112"/>
        <source>Room password</source>
        <translation>房间密码</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="128"/>
        <source>Lobby</source>
        <translation>大厅</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="133"/>
        <source>%1's room — %2 vs %3</source>
        <translation>%1的房间 — %2 对 %3</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="134"/>
        <location filename="../online/dialogs.py" line="135"/>
        <source>free</source>
        <translation>空位</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="139"/>
        <source>No room is listed.</source>
        <translation>没有列出的房间。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="379"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="464"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="464"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="465"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="465"/>
        <source>&amp;Puzzle</source>
        <translation>题目(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="466"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>Close Paiju</source>
        <translation>关闭排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="470"/>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="471"/>
        <source>Copy the position as FEN to the clipboard</source>
        <translation>把局面以 FEN 复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="472"/>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="473"/>
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation>按剪贴板中的 FEN 摆局（支持各种写法）</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="474"/>
        <source>C&amp;lear Board</source>
        <translation>清空棋盘(&amp;L)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="475"/>
        <source>Remove every piece except the generals</source>
        <translation>移除除将帅以外的所有棋子</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>S&amp;tart Position</source>
        <translation>初始局面(&amp;T)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>Set up the initial position</source>
        <translation>摆出开局局面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="477"/>
        <source>Stop &amp;Placing Pieces</source>
        <translation>停止摆子(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="478"/>
        <source>Drop the palette piece: clicks select and move again</source>
        <translation>放下棋盒中的棋子：点击重新用于选择和移动</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="479"/>
        <source>S&amp;wap Sides</source>
        <translation>交换红黑(&amp;W)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="480"/>
        <source>Swap the colours and turn the board round</source>
        <translation>交换双方颜色并调转棋盘</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="481"/>
        <source>&amp;Red to Move</source>
        <translation>红方先走(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="481"/>
        <source>Red moves first in this puzzle</source>
        <translation>本题红方先走</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="482"/>
        <source>&amp;Black to Move</source>
        <translation>黑方先走(&amp;B)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="483"/>
        <source>Black moves first in this puzzle</source>
        <translation>本题黑方先走</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="484"/>
        <source>&amp;Toggle Side to Move</source>
        <translation>切换走子方(&amp;T)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="484"/>
        <source>Switch the side to move</source>
        <translation>切换轮到哪一方走棋</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="485"/>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="485"/>
        <source>Language, pieces, coordinates, notation</source>
        <translation>语言、棋子、坐标、记谱法</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>Show the board from Black's side</source>
        <translation>从黑方视角显示棋盘</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="487"/>
        <source>&amp;Previous Puzzle</source>
        <translation>上一题(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="487"/>
        <source>Go to the previous puzzle</source>
        <translation>转到上一题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="488"/>
        <source>&amp;Next Puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="488"/>
        <source>Go to the next puzzle</source>
        <translation>转到下一题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="489"/>
        <source>&amp;Add Current Puzzle</source>
        <translation>添加当前题目(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="490"/>
        <source>Add a copy of the current puzzle after it</source>
        <translation>在当前题目后添加其副本</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="491"/>
        <source>&amp;Remove Puzzle</source>
        <translation>删除题目(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="491"/>
        <source>Remove the current puzzle</source>
        <translation>删除当前题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="492"/>
        <source>Move Puzzle &amp;Up</source>
        <translation>上移题目(&amp;U)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="493"/>
        <source>Move the puzzle up in the list</source>
        <translation>在列表中上移题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="494"/>
        <source>Move Puzzle &amp;Down</source>
        <translation>下移题目(&amp;D)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="495"/>
        <source>Move the puzzle down in the list</source>
        <translation>在列表中下移题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="496"/>
        <source>&amp;Rules of Xiangqi</source>
        <translation>象棋规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="496"/>
        <source>The rules of xiangqi</source>
        <translation>中国象棋规则</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <source>&amp;About Paiju</source>
        <translation>关于排局(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <location filename="../main_window.py" line="649"/>
        <source>About Paiju</source>
        <translation>关于排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="499"/>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="499"/>
        <source>Collection</source>
        <translation>题集</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="500"/>
        <source>Validation</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="501"/>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="515"/>
        <source>&amp;Undo %1</source>
        <translation>撤销“%1”(&amp;U)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="516"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="517"/>
        <source>&amp;Redo %1</source>
        <translation>重做“%1”(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="518"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="566"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="589"/>
        <source>FEN copied</source>
        <translation>已复制 FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="595"/>
        <location filename="../main_window.py" line="597"/>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="598"/>
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>剪贴板中不是 FEN：%1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="650"/>
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) %1 — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation>&lt;b&gt;Paiju&lt;/b&gt;（排局）%1 —— 象棋排局工作室：摆出局面，检查是否合法，保存，求解。&lt;br&gt;棋子字体：Noto CJK 子集，SIL Open Font License 1.1。</translation>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Stipulation</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="54"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="54"/>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="58"/>
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation>#3 = 三步杀；checks#5 = 五步连将杀；#7/q1 = 七步杀，最多一步闲着</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="125"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="127"/>
        <source>Start from</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="128"/>
        <source>The start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="130"/>
        <source>The current puzzle</source>
        <translation>当前排局</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="132"/>
        <source>This FEN:</source>
        <translation>此 FEN：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="157"/>
        <source>the level's own</source>
        <translation>按级别</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="159"/>
        <source>Clocks</source>
        <translation>棋钟</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="163"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="168"/>
        <source> s per move</source>
        <translation> 秒/步</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="177"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="178"/>
        <source> moves each</source>
        <translation> 回合</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="180"/>
        <source>Keep score of this game (1 point to the winner, 0 to the other; a draw scores neither)</source>
        <translation>为本局计分（胜者 1 分，负者 0 分；和棋均不计分）</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="192"/>
        <source>Red:</source>
        <translation>红方：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="193"/>
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="194"/>
        <source>Computer's time per move:</source>
        <translation>电脑每步用时：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="195"/>
        <source>Time control:</source>
        <translation>时限：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="196"/>
        <source>Draw after no capture in:</source>
        <translation>无吃子判和：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="231"/>
        <source>Red player</source>
        <translation>红方棋手</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="232"/>
        <source>Black player</source>
        <translation>黑方棋手</translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <location filename="../online/page.py" line="138"/>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="138"/>
        <source>Offer Draw</source>
        <translation>提和</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="139"/>
        <source>Ask Takeback</source>
        <translation>请求悔棋</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="139"/>
        <source>Accept</source>
        <translation>同意</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="140"/>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="140"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="141"/>
        <source>Save PGN…</source>
        <translation>保存 PGN…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="141"/>
        <source>Leave Room</source>
        <translation>离开房间</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="142"/>
        <source>Solve Against the Defence</source>
        <translation>对抗防守解题</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="143"/>
        <source>Play Against the Engine</source>
        <translation>与引擎对弈</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="145"/>
        <source>Chat: type and press Enter</source>
        <translation>聊天：输入后按回车</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="146"/>
        <source>Copy Link</source>
        <translation>复制链接</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="147"/>
        <source>Copy the room's link to send it to a friend</source>
        <translation>复制房间链接，发给朋友</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="148"/>
        <source>Start a Server on This Computer</source>
        <translation>在本机启动服务器</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="155"/>
        <source>The engine's level when you play the problem against it</source>
        <translation>与引擎对弈解题时引擎的级别</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="187"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="187"/>
        <source>Online</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="188"/>
        <source>Connection lost — reconnecting…</source>
        <translation>连接中断 — 正在重新连接…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="189"/>
        <source>No Paiju server answers at %1. Start one on this computer, check the address, or leave; Paiju keeps trying meanwhile.</source>
        <translation>%1 没有 Paiju 服务器应答。可在本机启动一个、检查地址或离开；其间 Paiju 会继续尝试连接。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="192"/>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="200"/>
        <source>Link copied: send it with the room's password.</source>
        <translation>链接已复制：请连同房间密码一起发送。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="209"/>
        <source>%1 came back.</source>
        <translation>%1 回来了。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="210"/>
        <source>%1 left the room; their seat is kept for them.</source>
        <translation>%1 离开了房间；座位为其保留。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="237"/>
        <source>The room was closed.</source>
        <translation>房间已关闭。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="258"/>
        <source>Mate! Solved.</source>
        <translation>绝杀！已解出。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="258"/>
        <source>Good move.</source>
        <translation>好棋。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="259"/>
        <source>Slower than necessary.</source>
        <translation>走慢了。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="260"/>
        <source>That move lets the defence escape. Failed.</source>
        <translation>这步让守方逃脱了。解题失败。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="278"/>
        <source>%1 — mate in %2</source>
        <translation>%1 — %2步杀</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="279"/>
        <source>Problem</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="319"/>
        <source>Waiting for a second player…</source>
        <translation>等待第二位棋手…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="333"/>
        <source>Red to move</source>
        <translation>红方先走</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="334"/>
        <source>Black to move</source>
        <translation>黑方先走</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="335"/>
        <source> (you)</source>
        <translation>（你）</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="355"/>
        <source>Your opponent offers a draw.</source>
        <translation>对手提和。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="356"/>
        <source>Your opponent asks to take back a move.</source>
        <translation>对手请求悔棋。</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="365"/>
        <source>Room %1 — share this link (or %2):</source>
        <translation>房间 %1 — 分享此链接（或 %2）：</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="420"/>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="421"/>
        <source>PGN games (*.pgn)</source>
        <translation>PGN 对局 (*.pgn)</translation>
    </message>
</context>
<context>
    <name>OnlinePart</name>
    <message>
        <location filename="../online/integration.py" line="61"/>
        <location filename="../online/integration.py" line="62"/>
        <source>&amp;Online</source>
        <translation>在线(&amp;O)</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="64"/>
        <source>&amp;Host a Room…</source>
        <translation>创建房间(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="65"/>
        <source>Open a room on a server and invite a friend</source>
        <translation>在服务器上创建房间并邀请朋友</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="66"/>
        <source>&amp;Join a Room…</source>
        <translation>加入房间(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="67"/>
        <source>Enter a room with its code or link and its password</source>
        <translation>用房间号或链接及密码进入房间</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="68"/>
        <source>&amp;Share the Puzzle in a Room…</source>
        <translation>在房间中分享题目(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="69"/>
        <source>Friends solve the current puzzle against the solver or the engine; a scoreboard keeps count</source>
        <translation>朋友们对抗求解器或引擎来解当前题目；记分板记录成绩</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="71"/>
        <source>&amp;Lobby…</source>
        <translation>大厅(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="71"/>
        <source>The rooms a server lists</source>
        <translation>服务器列出的房间</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="72"/>
        <source>Leave the Room</source>
        <translation>离开房间</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="72"/>
        <source>Close the connection</source>
        <translation>关闭连接</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="140"/>
        <source>Share the Puzzle</source>
        <translation>分享题目</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="141"/>
        <source>The current puzzle needs a legal position and a stipulation (mate in N) to be shared.</source>
        <translation>当前题目须有合法局面和要求（N 步杀）才能分享。</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="145"/>
        <source>Share the Puzzle in a Room</source>
        <translation>在房间中分享题目</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="155"/>
        <source>Join a Room</source>
        <translation>加入房间</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="163"/>
        <source>Lobby</source>
        <translation>大厅</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="164"/>
        <source>The server %1 does not answer.</source>
        <translation>服务器 %1 没有响应。</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="193"/>
        <source>Starting a server on this computer (port %1)…</source>
        <translation>正在本机启动服务器（端口 %1）…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="205"/>
        <source>The server on this computer stopped: %1</source>
        <translation>本机服务器已停止：%1</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message numerus="yes">
        <location filename="../palette.py" line="107"/>
        <source>%1: none left, a side has at most %n of them (a pasted FEN may hold more; validation then names the extra ones)</source>
        <translation>
            <numerusform>%1：已用完，每方最多 %n 枚（粘贴的 FEN 可能更多；校验会指出多出的棋子）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../palette.py" line="110"/>
        <source>%1: click, then click points on the board; or drag it onto the board. Escape or a right click on an empty point puts it back</source>
        <translation>%1：点击后在棋盘上点击落点；或拖到棋盘上。按 Esc 或在空点上右击即放回</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../play/page.py" line="256"/>
        <source>New Game…</source>
        <translation>新对局…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="256"/>
        <source>Play Problem…</source>
        <translation>下排局…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="257"/>
        <source>Take Back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="257"/>
        <source>Flip Board</source>
        <translation>翻转棋盘</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="258"/>
        <location filename="../play/page.py" line="612"/>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="258"/>
        <source>Offer Draw</source>
        <translation>提和</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="259"/>
        <source>Analyse Game</source>
        <translation>分析对局</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="259"/>
        <source>Games…</source>
        <translation>对局…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="260"/>
        <source>Save PGN…</source>
        <translation>保存 PGN…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="260"/>
        <source>Open Game…</source>
        <translation>打开对局…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="261"/>
        <source>Scores…</source>
        <translation>比分…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="261"/>
        <source>Back to Editor</source>
        <translation>返回编辑器</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="505"/>
        <source>Analysing the game…</source>
        <translation>正在分析对局…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="517"/>
        <source>Game analysed: click the graph to see a move</source>
        <translation>对局已分析：点击曲线查看某一步</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="553"/>
        <source>Game in Progress</source>
        <translation>对局进行中</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="559"/>
        <source>This game is not finished. Score it as a loss for %1 (resigned), or abandon it without a score?</source>
        <translation>本局尚未结束。按 %1 认输计分，还是放弃且不计分？</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="561"/>
        <source>Resign and Score</source>
        <translation>认输并计分</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="563"/>
        <source>This game is not finished (it is not scored). Abandon it?</source>
        <translation>本局尚未结束（不计分）。放弃吗？</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="565"/>
        <source>Abandon</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="566"/>
        <source>Keep Playing</source>
        <translation>继续对局</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="613"/>
        <source>%1 resigns: %2 wins the game. Resign?</source>
        <translation>%1 认输：%2 获胜。确定认输吗？</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="663"/>
        <source>%1 holds no game</source>
        <translation>%1 中没有对局</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="279"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="360"/>
        <source>%1 to move — the computer is thinking…</source>
        <translation>%1走棋 — 电脑思考中…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="362"/>
        <source>%1 to move — check!</source>
        <translation>%1走棋 — 将军！</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="364"/>
        <source>%1 to move</source>
        <translation>%1走棋</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="366"/>
        <source>(showing move %1 of %2)</source>
        <translation>（显示第 %1 / %2 步）</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="276"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="266"/>
        <source>Play the current puzzle out against the computer (not scored)</source>
        <translation>与电脑对弈当前排局（不计分）</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="267"/>
        <source>Take back your last move (not after a scored result)</source>
        <translation>悔棋（已计分的结果不可悔）</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="268"/>
        <source>The engine scores every position of the game: the graph below the moves</source>
        <translation>引擎为对局的每个局面评分：着法下方的曲线</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="270"/>
        <source>Finished games kept in the user data folder: replay, export, analyse</source>
        <translation>保存在用户数据文件夹中的已完成对局：回放、导出、分析</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="277"/>
        <source>Red's advantage over the game (up: Red, down: Black); click to show that move</source>
        <translation>整局红方优势（上：红，下：黑）；点击查看该步</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="394"/>
        <location filename="../play/page.py" line="502"/>
        <source>Engine problem: %1</source>
        <translation>引擎问题：%1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="430"/>
        <source>Not kept: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="449"/>
        <source>Not scored: %1</source>
        <translation>未计分：%1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="452"/>
        <source>Scores: %1 %2, %3 %4</source>
        <translation>比分：%1 %2，%3 %4</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="627"/>
        <source>Draw Offer</source>
        <translation>提和</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="628"/>
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation>%1提和。%2是否同意？</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="634"/>
        <source>The draw offer is declined.</source>
        <translation>提和被拒绝。</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="638"/>
        <location filename="../play/page.py" line="645"/>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="639"/>
        <source>Xiangqi PGN (*.pgn)</source>
        <translation>象棋 PGN (*.pgn)</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="647"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="655"/>
        <location filename="../play/page.py" line="662"/>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
</context>
<context>
    <name>PlayPart</name>
    <message>
        <location filename="../play/integration.py" line="66"/>
        <source>&amp;Play</source>
        <translation>对弈(&amp;P)</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="68"/>
        <location filename="../play/integration.py" line="86"/>
        <source>Play &amp;Mode</source>
        <translation>对弈模式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="69"/>
        <source>A game board: two players, or against the computer</source>
        <translation>对局棋盘：双人对弈或人机对弈</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="70"/>
        <source>&amp;New Game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="71"/>
        <source>Start a game from the start position, the puzzle or a FEN</source>
        <translation>从初始局面、排局或 FEN 开始对局</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="72"/>
        <source>Play &amp;Problem Against the Computer…</source>
        <translation>与电脑下排局(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="73"/>
        <source>Play the current puzzle out as attacker or defender</source>
        <translation>以攻方或守方与电脑下完当前排局</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="74"/>
        <source>&amp;Scores…</source>
        <translation>比分(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="74"/>
        <source>Games won by each player</source>
        <translation>每位棋手的胜局数</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="75"/>
        <source>&amp;Games…</source>
        <translation>对局(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="76"/>
        <source>Finished games kept in the user data folder: replay, export, analyse</source>
        <translation>保存在用户数据文件夹中的已完成对局：回放、导出、分析</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="78"/>
        <source>Analyse the &amp;Game</source>
        <translation>分析对局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="79"/>
        <source>The engine scores every position of the game: the evaluation graph</source>
        <translation>引擎为对局的每个局面评分：评估曲线</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="81"/>
        <source>&amp;Analyse the Editor Position</source>
        <translation>分析编辑器局面(&amp;A)</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="82"/>
        <source>The engine's score and best line for the edited position</source>
        <translation>引擎对所编辑局面的评分和最佳变例</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="85"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../play/dialogs.py" line="48"/>
        <source>Human</source>
        <translation>人</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="50"/>
        <source>Computer: %1</source>
        <translation>电脑：%1</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="52"/>
        <source>UCI engine…</source>
        <translation>UCI 引擎…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="54"/>
        <source>Player's name</source>
        <translation>棋手姓名</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="57"/>
        <source>Path of the UCI engine, e.g. /usr/games/fairy-stockfish</source>
        <translation>UCI 引擎路径，例如 /usr/games/fairy-stockfish</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="58"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="80"/>
        <source>UCI engine</source>
        <translation>UCI 引擎</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="110"/>
        <source>Give the path of the UCI engine</source>
        <translation>请给出 UCI 引擎的路径</translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="264"/>
        <source>Play the Problem Against the Computer</source>
        <translation>与电脑下排局</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="271"/>
        <source>I attack (the side to move)</source>
        <translation>我执攻方（走棋方）</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="273"/>
        <source>I defend</source>
        <translation>我执守方</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="276"/>
        <source>Player's name</source>
        <translation>棋手姓名</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="279"/>
        <source>A problem played out is practice: it is not scored.</source>
        <translation>对弈排局只是练习：不计分。</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="281"/>
        <source>The built-in engine is not installed.</source>
        <translation>未安装内置引擎。</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="288"/>
        <source>Computer:</source>
        <translation>电脑：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="289"/>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="311"/>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="90"/>
        <source>Rules of xiangqi</source>
        <translation>中国象棋规则</translation>
    </message>
</context>
<context>
    <name>ScoresDialog</name>
    <message>
        <location filename="../play/scores_view.py" line="28"/>
        <source>Scores</source>
        <translation>比分</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="33"/>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="33"/>
        <source>Drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="39"/>
        <source>1 point for the winner, 0 for the other; draws count as neither.</source>
        <translation>胜者得 1 分，负者 0 分；和棋双方均不计分。</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="43"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="45"/>
        <source>Reset…</source>
        <translation>清零…</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="68"/>
        <location filename="../play/scores_view.py" line="75"/>
        <source>Export Scores</source>
        <translation>导出比分</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="69"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="83"/>
        <source>Reset Scores</source>
        <translation>比分清零</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="84"/>
        <source>Forget the scores of every player? This cannot be undone.</source>
        <translation>清除所有棋手的比分？此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="65"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../settings.py" line="69"/>
        <source>Chinese characters</source>
        <translation>汉字</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Western letters</source>
        <translation>西式字母</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>ICCS (a–i, 0–9)</source>
        <translation>ICCS（a–i，0–9）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="72"/>
        <source>Traditional (一–九 / 1–9)</source>
        <translation>传统（一–九 / 1–9）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="73"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../settings.py" line="74"/>
        <source>By language (中文 in Chinese, WXF otherwise)</source>
        <translation>随语言（中文界面用中文记谱，否则 WXF）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="76"/>
        <source>Chinese (炮二平五)</source>
        <translation>中文（炮二平五）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="78"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../settings.py" line="78"/>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../settings.py" line="79"/>
        <source>Coordinates</source>
        <translation>坐标</translation>
    </message>
    <message>
        <location filename="../settings.py" line="79"/>
        <source>Move notation</source>
        <translation>记谱法</translation>
    </message>
</context>
<context>
    <name>SolutionTree</name>
    <message>
        <location filename="../solving/tree_view.py" line="49"/>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="49"/>
        <source>Note</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="86"/>
        <source>mate</source>
        <translation>杀</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="88"/>
        <source>dual</source>
        <translation>并着</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="90"/>
        <source>not expanded</source>
        <translation>未展开</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="91"/>
        <source>check</source>
        <translation>将军</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="95"/>
        <source>mate in %1</source>
        <translation>%1步杀</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="97"/>
        <source>longest</source>
        <translation>最顽强</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="99"/>
        <source>duals: %1</source>
        <translation>并着：%1</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <location filename="../solving/panel.py" line="198"/>
        <source>Mate in</source>
        <translation>几步杀</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="199"/>
        <source>Quiet moves</source>
        <translation>非将军着</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="200"/>
        <source>Notation</source>
        <translation>记谱法</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="201"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="202"/>
        <source>mate</source>
        <translation>杀</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="202"/>
        <source>to play and win (先胜)</source>
        <translation>先胜</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="203"/>
        <source>to play and draw (先和)</source>
        <translation>先和</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="205"/>
        <source>Mate in a number of moves, or a study: the side to move plays and wins or draws</source>
        <translation>限步杀，或排局：先走一方胜或和</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="208"/>
        <source>Checks only</source>
        <translation>连将杀</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="209"/>
        <source>Checks only (every attacker move checks)</source>
        <translation>连将杀（攻方每步都将军）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="210"/>
        <source>any number</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="211"/>
        <source>At most this many non-checking attacker moves</source>
        <translation>攻方不将军的着法最多这么多步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="212"/>
        <source>Chinese (炮二平五)</source>
        <translation>中文（炮二平五）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="214"/>
        <location filename="../solving/panel.py" line="602"/>
        <source>Solve</source>
        <translation>解题</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="215"/>
        <source>Prove the stipulated mate and look for cooks (F5)</source>
        <translation>证明规定步数内的杀法并查找多解（F5）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="216"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="217"/>
        <source>Save result into the puzzle</source>
        <translation>将结果存入题目</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="218"/>
        <source>Store the proven stipulation and the main line in the puzzle (undoable)</source>
        <translation>将已证明的要求和主变存入题目（可撤销）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="220"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="221"/>
        <source>Previous move of the main line</source>
        <translation>主变的上一步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="222"/>
        <source>Next move of the main line</source>
        <translation>主变的下一步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="223"/>
        <source>Final position</source>
        <translation>最终局面</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="232"/>
        <source> move(s)</source>
        <comment>suffix after a number</comment>
        <translation>
            <numerusform> 步</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="314"/>
        <source>Solving %1…</source>
        <translation>正在解：%1…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="350"/>
        <source>position %v of %m</source>
        <translation>第 %v 个局面，共 %m 个</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="351"/>
        <source>Verifying %1…</source>
        <translation>正在验证%1…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="364"/>
        <source>stopped before a verdict</source>
        <translation>在得出结论前已停止</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="400"/>
        <source>Proved by the tables, the rules or the mate prover: %n position(s).</source>
        <translation>
            <numerusform>由残局库、规则或杀法证明器证明：%n 个局面。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="401"/>
        <source>Only checked by the engine: %n position(s).</source>
        <translation>
            <numerusform>仅由引擎检查：%n 个局面。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="409"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="428"/>
        <source>mates in %n move(s)</source>
        <translation>
            <numerusform>%n 步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="430"/>
        <source>is mated in %n move(s)</source>
        <translation>
            <numerusform>%n 步被杀</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="432"/>
        <source>%1 cp</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="433"/>
        <source>only checked: the engine (depth %1) says %2</source>
        <translation>仅检查：引擎（深度 %1）评为 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="436"/>
        <source>won, mate in %n ply(s)</source>
        <translation>
            <numerusform>胜，%n 个半步内杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="438"/>
        <source>lost, mated in %n ply(s)</source>
        <translation>
            <numerusform>负，%n 个半步内被杀</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="440"/>
        <source>won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="440"/>
        <source>drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="441"/>
        <source>lost</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="443"/>
        <source>proved by the tables: %1</source>
        <translation>残局库证明：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="444"/>
        <source>the game ends, %1 (%2)</source>
        <translation>对局结束，%1（%2）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="461"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="479"/>
        <source>checking position %1 of %2 of the main line</source>
        <translation>正在检查主线第 %1 个局面（共 %2 个）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="483"/>
        <source>proving the length</source>
        <translation>证明步数</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="483"/>
        <source>finding the keys</source>
        <translation>寻找关键着</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="484"/>
        <source>looking for tries</source>
        <translation>寻找试着</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="484"/>
        <source>building the tree</source>
        <translation>构建解答树</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="485"/>
        <source>checking the book line</source>
        <translation>核对原书解答</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="487"/>
        <source>starting…</source>
        <translation>启动中…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="489"/>
        <source>%1 · depth %2 · %3 nodes · %4 nodes/s</source>
        <translation>%1 · 深度 %2 · %3 节点 · %4 节点/秒</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="492"/>
        <source>depth %v of %m</source>
        <translation>深度 %v / %m</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="496"/>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="509"/>
        <source>Verified in %1</source>
        <translation>验证用时 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="519"/>
        <source>%1 node(s) in %2 (%3 nodes/s)</source>
        <translation>
            <numerusform>%1 节点，用时 %2（%3 节点/秒）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="558"/>
        <source>shortest mate: %1</source>
        <translation>最短杀：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="568"/>
        <source>Keys: %1</source>
        <translation>关键着：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="569"/>
        <source>Key: %1</source>
        <translation>关键着：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="576"/>
        <source>1. %1? but 1… %2!</source>
        <translation>1. %1？但 1… %2！</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="578"/>
        <source>Tries: %1</source>
        <translation>试着：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="579"/>
        <source>Looking for tries and building the tree…</source>
        <translation>正在寻找试着并构建解答树…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="581"/>
        <source>No tries (no first move refuted by a single defence)</source>
        <translation>无试着（没有被唯一应着反驳的首着）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="584"/>
        <source>Book: %1</source>
        <translation>原书：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="586"/>
        <source>(the tree was cut off)</source>
        <translation>（解答树被截断）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="602"/>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="609"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="683"/>
        <location filename="../solving/panel.py" line="706"/>
        <source>The puzzle already holds this result.</source>
        <translation>题目中已有此结果。</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="687"/>
        <source>Save solver result</source>
        <translation>保存求解结果</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="691"/>
        <source>Saved into the puzzle: %1 and the main line (%n move(s)); Undo takes it back.</source>
        <translation>
            <numerusform>已存入题目：%1 和主变（%n 步）；撤销可恢复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="708"/>
        <source>Save study verdict</source>
        <translation>保存排局结论</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="713"/>
        <source>Saved into the puzzle: %1 and its verdict; Undo takes it back.</source>
        <translation>已保存到题目：%1及其结论；撤销可恢复。</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="725"/>
        <source>Save a cooked result?</source>
        <translation>保存多解的结果？</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="726"/>
        <source>The puzzle is cooked: %1 keys (%2). Save the stipulation and the main line of the first key anyway?</source>
        <translation>此题有多解：%1 个关键着（%2）。仍然保存要求和第一个关键着的主变吗？</translation>
    </message>
</context>
<context>
    <name>SolvingPart</name>
    <message>
        <location filename="../solving/integration.py" line="81"/>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="82"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="86"/>
        <location filename="../solving/integration.py" line="89"/>
        <source>&amp;Solve</source>
        <translation>解题(&amp;S)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="85"/>
        <location filename="../solving/integration.py" line="87"/>
        <source>Back to editing</source>
        <translation>返回编辑</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="83"/>
        <source>&lt;b&gt;Verification&lt;/b&gt; — double-click a puzzle to open it in the editor</source>
        <translation>&lt;b&gt;校验&lt;/b&gt; —— 双击题目即在编辑器中打开</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="89"/>
        <location filename="../solving/integration.py" line="114"/>
        <source>Prove the stipulated mate and look for cooks, or verify a study</source>
        <translation>证明规定步数内的杀法并查找多解，或验证排局</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>S&amp;top Solving</source>
        <translation>停止解题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>Stop the running search</source>
        <translation>停止正在进行的搜索</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="92"/>
        <source>&amp;Verify Collection</source>
        <translation>验证题集(&amp;V)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="93"/>
        <source>Solve every puzzle of the collection in the background</source>
        <translation>在后台解出题集中的每道题</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="95"/>
        <source>Verification &amp;Results</source>
        <translation>校验结果(&amp;R)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="96"/>
        <source>The table of the last verification</source>
        <translation>上次校验的结果表</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="97"/>
        <source>&amp;Train on This Puzzle</source>
        <translation>用本题训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="98"/>
        <source>Play the attacker (a study's side to move) against the best defence</source>
        <translation>执攻方（排局中的先走方）对抗最佳防守</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="111"/>
        <source>Solving is disabled: %1</source>
        <translation>无法解题：%1</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="164"/>
        <source>Training: you play the attacker</source>
        <translation>训练：你执攻方</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="165"/>
        <source>Solution board (the puzzle is not changed)</source>
        <translation>解答棋盘（题目不会被修改）</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="175"/>
        <source>Play a game, open one of the collections that come with Paiju, or start a puzzle of your own.</source>
        <translation>下一盘棋，打开 Paiju 自带的题集，或者自己排一个局。</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="177"/>
        <source>Play</source>
        <translation>对弈</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="177"/>
        <source>Puzzles</source>
        <translation>题集</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="178"/>
        <location filename="../start_page.py" line="274"/>
        <source>Recent games</source>
        <translation>最近的对局</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="179"/>
        <location filename="../start_page.py" line="274"/>
        <source>Recent files</source>
        <translation>最近的文件</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="182"/>
        <source>Against the Computer</source>
        <translation>对战电脑</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="183"/>
        <source>A game against the built-in engine: choose its level</source>
        <translation>与内置引擎对弈：选择它的等级</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="184"/>
        <source>Two Players</source>
        <translation>双人对弈</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="184"/>
        <source>Two people at this board</source>
        <translation>两人在同一棋盘上对弈</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="185"/>
        <source>Online</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="186"/>
        <source>Host a room on a server and send its link to your opponent</source>
        <translation>在服务器上开一个房间，把链接发给对手</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="187"/>
        <source>Three Kingdoms</source>
        <translation>三国</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="188"/>
        <source>The three-player variant on its own board</source>
        <translation>三人变体，在它自己的棋盘上</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="193"/>
        <source>New Puzzle</source>
        <translation>新建题目</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="194"/>
        <source>Set up a new puzzle</source>
        <translation>摆一道新题</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="195"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="196"/>
        <source>Open a puzzle file</source>
        <translation>打开题目文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../start_page.py" line="210"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n 道题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../start_page.py" line="220"/>
        <source>(no collections are installed)</source>
        <translation>（没有安装题集）</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="236"/>
        <source>(no game kept yet: finished games come here)</source>
        <translation>（还没有保存的对局：下完的对局会列在这里）</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="245"/>
        <source>(no file opened yet)</source>
        <translation>（还没有打开过文件）</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="275"/>
        <source>%1 is no longer there: it is taken off the list.</source>
        <translation>%1 已不存在：已从列表中移除。</translation>
    </message>
</context>
<context>
    <name>TablebasePanel</name>
    <message>
        <location filename="../tablebase_panel.py" line="124"/>
        <source>Build…</source>
        <translation>生成…</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="125"/>
        <source>Build the endgame table that covers this material (and the smaller ones it needs)</source>
        <translation>生成涵盖此子力的残局库（及其所需的较小残局库）</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="127"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="148"/>
        <source>The position is not legal: the validation panel says why.</source>
        <translation>局面不合法：原因见校验面板。</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="160"/>
        <source>Looking the position up…</source>
        <translation>正在查询局面…</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="176"/>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="180"/>
        <source>%1 to move wins by the perpetual-check rule</source>
        <translation>%1走子，按长将规则获胜</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="182"/>
        <source>%1 to move loses by the perpetual-check rule</source>
        <translation>%1走子，按长将规则判负</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="185"/>
        <source>%1 wins: mate in %n move(s)</source>
        <translation>
            <numerusform>%1胜：%n步杀</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="191"/>
        <source>draws</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="193"/>
        <source>wins by the perpetual-check rule</source>
        <translation>按长将规则获胜</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="194"/>
        <source>loses by the perpetual-check rule</source>
        <translation>按长将规则判负</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="196"/>
        <source>wins: mate in %n move(s)</source>
        <translation>
            <numerusform>胜：%n步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="197"/>
        <source>loses: mated in %n move(s)</source>
        <translation>
            <numerusform>负：%n步被杀</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="207"/>
        <source>Building %1…</source>
        <translation>正在生成 %1…</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="217"/>
        <source>more than %1 men (generals included)</source>
        <translation>超过 %1 个棋子（含将帅）</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="219"/>
        <source>No endgame table can hold this material: %1.</source>
        <translation>没有残局库能容纳此子力：%1。</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="224"/>
        <source>No table covers this material yet: %1 would (%2 positions).</source>
        <translation>尚无残局库涵盖此子力：需要 %1（%2 个局面）。</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="246"/>
        <source>Build a Table</source>
        <translation>生成残局库</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="247"/>
        <source>Build %1 and the smaller tables it needs? It has %2 positions and needs about %3 MB of memory while it is built; large tables take minutes to hours.</source>
        <translation>生成 %1 及其所需的较小残局库？它有 %2 个局面，生成时约需 %3 MB 内存；大的残局库需要几分钟到几小时。</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="287"/>
        <source>The build failed: %1</source>
        <translation>生成失败：%1</translation>
    </message>
</context>
<context>
    <name>TablebasePart</name>
    <message>
        <location filename="../tablebase_panel.py" line="327"/>
        <source>Endgame Table</source>
        <translation>残局库</translation>
    </message>
</context>
<context>
    <name>ThreeKingdomsPart</name>
    <message>
        <location filename="../three_kingdoms/part.py" line="68"/>
        <source>Three &amp;Kingdoms</source>
        <translation>三国(&amp;K)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="69"/>
        <location filename="../three_kingdoms/part.py" line="71"/>
        <source>Three Kingdoms Board</source>
        <translation>三国棋盘</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="71"/>
        <source>Show the three-player board</source>
        <translation>显示三人棋盘</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="72"/>
        <source>New Game (Three Players)</source>
        <translation>新对局（三人）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="73"/>
        <source>Hot-seat game for three, banner bearers in play</source>
        <translation>三人同机对局，使用旗手</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="74"/>
        <source>New Game without Banner Bearers</source>
        <translation>新对局（不用旗手）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="75"/>
        <source>Hot-seat game for three, banner bearers removed</source>
        <translation>三人同机对局，不用旗手</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="76"/>
        <source>Edit Three Kingdoms Position</source>
        <translation>编辑三国局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="77"/>
        <source>Place pieces with owner and origin; §7 validation</source>
        <translation>按归属和来源摆放棋子；按 §7 检查</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="78"/>
        <source>Open Three Kingdoms Puzzle…</source>
        <translation>打开三国题目…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="79"/>
        <source>Read a Three Kingdoms collection (.xqp)</source>
        <translation>读取三国题集（.xqp）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="80"/>
        <source>Save Three Kingdoms Puzzle…</source>
        <translation>保存三国题目…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="81"/>
        <source>Write the position, goal and solution (.xqp)</source>
        <translation>写入局面、目标和解答（.xqp）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="82"/>
        <source>Export Three Kingdoms Board…</source>
        <translation>导出三国棋盘…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="83"/>
        <source>PNG, SVG or PDF of the hexagonal board</source>
        <translation>六边形棋盘的 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="84"/>
        <source>Previous Three Kingdoms Puzzle</source>
        <translation>上一道三国题目</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="85"/>
        <source>Go to the previous puzzle of the collection</source>
        <translation>转到题集中的上一题</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="86"/>
        <source>Next Three Kingdoms Puzzle</source>
        <translation>下一道三国题目</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="87"/>
        <source>Go to the next puzzle of the collection</source>
        <translation>转到题集中的下一题</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="88"/>
        <source>Stop Searching</source>
        <translation>停止搜索</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="89"/>
        <source>Stop the computer player's search or the prover</source>
        <translation>停止电脑棋手的搜索或解题器</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="90"/>
        <source>Back to the Editor</source>
        <translation>返回编辑器</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="90"/>
        <source>Leave the Three Kingdoms mode</source>
        <translation>离开三国模式</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="91"/>
        <source>Copy Position</source>
        <translation>复制局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="92"/>
        <source>Copy the Three Kingdoms position as text</source>
        <translation>以文本复制三国局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="93"/>
        <source>Paste Position</source>
        <translation>粘贴局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="94"/>
        <source>Start a game from a Three Kingdoms position on the clipboard</source>
        <translation>从剪贴板中的三国局面开始对局</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="96"/>
        <source>Rotate Board</source>
        <translation>旋转棋盘</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="97"/>
        <source>Turn the board: the next kingdom comes to the bottom</source>
        <translation>旋转棋盘：下一国转到下方</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="121"/>
        <source>Position copied</source>
        <translation>局面已复制</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="125"/>
        <source>{k} at the bottom</source>
        <translation>{k}在下方</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="150"/>
        <source>Open Three Kingdoms Puzzle</source>
        <translation>打开三国题目</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="151"/>
        <location filename="../three_kingdoms/part.py" line="157"/>
        <source>Paiju puzzles (*.xqp)</source>
        <translation>Paiju 题目 (*.xqp)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="156"/>
        <source>Save Three Kingdoms Puzzle</source>
        <translation>保存三国题目</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="162"/>
        <source>Export Three Kingdoms Board</source>
        <translation>导出三国棋盘</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="164"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>图片 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="172"/>
        <source>Three Kingdoms</source>
        <translation>三国</translation>
    </message>
</context>
<context>
    <name>TkCollectionPanel</name>
    <message>
        <location filename="../three_kingdoms/collection.py" line="90"/>
        <source>Previous puzzle</source>
        <translation>上一题</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="92"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="99"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="142"/>
        <source>{i} of {n}</source>
        <translation>第 {i} 题，共 {n} 题</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="143"/>
        <source>{n} puzzles</source>
        <translation>{n} 道题</translation>
    </message>
</context>
<context>
    <name>TkPage</name>
    <message>
        <location filename="../three_kingdoms/page.py" line="130"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="131"/>
        <source>Take back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="86"/>
        <location filename="../three_kingdoms/page.py" line="132"/>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="87"/>
        <source>Resign for {k}? {k} loses and the game ends: the other kingdom in play wins.</source>
        <translation>{k}认输吗？{k}负，对局结束：另一国获胜。</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="89"/>
        <source>Resign for {k}? {k} loses and the game ends: the two other kingdoms share the victory.</source>
        <translation>{k}认输吗？{k}负，对局结束：另外两国共享胜利。</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="131"/>
        <source>Paste Position</source>
        <translation>粘贴局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="132"/>
        <source>The clipboard does not hold a Three Kingdoms position: {why}</source>
        <translation>剪贴板中不是三国局面：{why}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="133"/>
        <source>Banner bearers in play</source>
        <translation>使用旗手</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="134"/>
        <source>Edit position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="90"/>
        <source>Editor: piece, owner, origin</source>
        <translation>编辑：棋子、归属、来源</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="91"/>
        <source>Play from here</source>
        <translation>从此局面开始</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="92"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="93"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="62"/>
        <source>{k}: human</source>
        <translation>{k}：人类</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="63"/>
        <source>Who plays {k}: a human, or the computer at level 1 (weakest) to 5 (strongest)</source>
        <translation>{k}由谁走棋：人类，或 1 级（最弱）至 5 级（最强）的电脑</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="67"/>
        <source>{k}: level {n}</source>
        <translation>{k}：电脑 {n} 级</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="96"/>
        <source>erase</source>
        <translation>擦除</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="100"/>
        <source>Owner: the kingdom that moves the piece</source>
        <translation>归属：走这枚棋子的国家</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="102"/>
        <source>Origin: the army the piece comes from (its direction, home and palace)</source>
        <translation>来源：棋子出身的军队（决定其方向、本方半盘和九宫）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="104"/>
        <source>The kingdom to move</source>
        <translation>轮到走棋的国家</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="105"/>
        <source>To move:</source>
        <translation>轮走：</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="106"/>
        <source>Defeated:</source>
        <translation>已败：</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="79"/>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="80"/>
        <source>Solve</source>
        <translation>解题</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="116"/>
        <source>The computer could not move: {why}</source>
        <translation>电脑无法走棋：{why}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="134"/>
        <location filename="../three_kingdoms/puzzle_box.py" line="138"/>
        <source>Solving stopped</source>
        <translation>解题已停止</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="167"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="168"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="169"/>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="172"/>
        <source>A legal setup</source>
        <translation>局面合法</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="81"/>
        <source>Within this many moves of its own</source>
        <translation>在本方这么多步之内</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="104"/>
        <source>{goal}: solving…</source>
        <translation>{goal}：解题中…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="140"/>
        <source>{goal}: not solved (more than {n} nodes)</source>
        <translation>{goal}：未解出（超过 {n} 个节点）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="144"/>
        <source>{goal}: not solved ({why})</source>
        <translation>{goal}：未解出（{why}）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="157"/>
        <source> and {n} more</source>
        <translation> 等另 {n} 步</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="159"/>
        <source>{goal}: solved in {n} (keys: {keys}); {nodes} nodes</source>
        <translation>{goal}：{n} 步解出（关键着：{keys}）；{nodes} 个节点</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="167"/>
        <source>{goal}: no solution; {nodes} nodes</source>
        <translation>{goal}：无解；{nodes} 个节点</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="53"/>
        <source>Editing: click to place the chosen piece, right-click to remove it</source>
        <translation>编辑中：单击放置所选棋子，右键单击移除</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="67"/>
        <source>{k} eliminates</source>
        <translation>{k}消灭</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="89"/>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="95"/>
        <source>{kingdom} to move — move {n}, {clock}/{limit}</source>
        <translation>轮到{kingdom}走棋 — 第 {n} 着，{clock}/{limit}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="112"/>
        <source>{k}: defeated, army taken over by {t}</source>
        <translation>{k}：已败，军队归{t}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="115"/>
        <source>{k}: defeated</source>
        <translation>{k}：已败</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="118"/>
        <source>{k}: resigned</source>
        <translation>{k}：已认输</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="119"/>
        <source>{k}: ran out of time</source>
        <translation>{k}：超时</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="120"/>
        <source>{k}: left the game</source>
        <translation>{k}：已离开对局</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="108"/>
        <source>, commands the army of {v}</source>
        <translation>，并统领{v}的军队</translation>
    </message>
    <message numerus="yes">
        <location filename="../three_kingdoms/page.py" line="143"/>
        <source>{k}: in play, %n piece(s){extra}</source>
        <translation>
            <numerusform>{k}：在局，%n 枚棋子{extra}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="155"/>
        <source>{k} (computer {n}) is thinking… {time}</source>
        <translation>{k}（电脑 {n} 级）思考中… {time}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="159"/>
        <source>Solving… {nodes} nodes, {time}</source>
        <translation>解题中… {nodes} 个节点，{time}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="171"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="174"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <location filename="../solving/training.py" line="131"/>
        <source>Start / Restart</source>
        <translation>开始 / 重来</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="132"/>
        <source>Play the current puzzle as the attacker</source>
        <translation>以攻方身份下当前题目</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="133"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="134"/>
        <source>First the piece to move, then the move</source>
        <translation>先提示要走的棋子，再提示着法</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="135"/>
        <source>Give up</source>
        <translation>认输</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="136"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="140"/>
        <source>Press Start to play the current puzzle: you move for the attacker, the solver defends as long as it can.</source>
        <translation>按“开始”下当前题目：你执攻方，求解器尽可能久地防守。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="168"/>
        <source>Session score: %1 of %2 puzzles</source>
        <translation>本次得分：%2 题中解出 %1 题</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="198"/>
        <source>This puzzle cannot be played: %1</source>
        <translation>此题无法下：%1</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="200"/>
        <source>it has no stipulation</source>
        <translation>没有要求</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="212"/>
        <source>endgame against the tables</source>
        <translation>对残局库的残局</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="224"/>
        <location filename="../solving/training.py" line="260"/>
        <location filename="../solving/training.py" line="263"/>
        <location filename="../solving/training.py" line="391"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="233"/>
        <source>No mate within the stipulation: this puzzle cannot be trained.</source>
        <translation>规定步数内无杀：此题不能用于训练。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="237"/>
        <source>Your move: mate in %1.</source>
        <translation>该你走：%1步杀。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="269"/>
        <source>Mate! Puzzle solved.</source>
        <translation>绝杀！题目解出。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="273"/>
        <source>That move throws the win away: the tables say the position is now a draw. Puzzle failed.</source>
        <translation>这步棋丢掉了胜局：残局库显示局面现为和棋。题目失败。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="279"/>
        <source>That move does not mate and no move is left. Puzzle failed.</source>
        <translation>这步没有将死，且已无步可走。解题失败。</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="281"/>
        <source>That move loses the win: the defender escapes mate within the %n move(s) left. Puzzle failed.</source>
        <translation>
            <numerusform>这步失去胜势：守方在剩余 %n 步内可逃脱将杀。解题失败。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="292"/>
        <source>Slower than necessary: mate in %1 was possible, now it takes %2 more.</source>
        <translation>走慢了：本可 %1 步杀，现在还需要 %2 步。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="291"/>
        <source>Good move.</source>
        <translation>好棋。</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="322"/>
        <source>The defence: %1. Your move: mate in %n move(s) with best play.</source>
        <translation>
            <numerusform>防守：%1。该你走：双方最佳应对下%n步杀。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="326"/>
        <source>The defence: %1. Your move (mate within %2).</source>
        <translation>防守：%1。该你走（%2 步内杀）。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="332"/>
        <source>perfect (tablebase)</source>
        <translation>完美（残局库）</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="332"/>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="354"/>
        <source>Your move: %1 %2. The defence: %3.</source>
        <translation>请走棋：%1%2。防守方：%3。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="411"/>
        <source>The defence, %1: %2. Your move.</source>
        <translation>防守（%1）：%2。请走棋。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="420"/>
        <source>You won. Study solved.</source>
        <translation>您赢了。排局解出。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="421"/>
        <source>Drawn by the rules: the draw is held. Study solved.</source>
        <translation>按规则判和：守和成功。排局解出。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="423"/>
        <source>Drawn by the rules, but the study asks for a win. Study failed.</source>
        <translation>按规则判和，但排局要求取胜。排局失败。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="425"/>
        <source>You lost. Study failed.</source>
        <translation>您输了。排局失败。</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="426"/>
        <source>%n move(s) played and the draw held. Study solved.</source>
        <translation>
            <numerusform>已走 %n 步，守和成功。排局解出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="428"/>
        <source>%n move(s) played without a win. Study failed.</source>
        <translation>
            <numerusform>已走 %n 步仍未取胜。排局失败。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="430"/>
        <source>That move throws the win away: the tables say the position is no longer won. Study failed.</source>
        <translation>这步棋失去了胜势：残局库显示局面已不再是胜局。排局失败。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="432"/>
        <source>That move loses: the tables say the position is now lost. Study failed.</source>
        <translation>这步棋输了：残局库显示局面已是负局。排局失败。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="434"/>
        <source>The tables prove the draw from here: the draw is held. Study solved.</source>
        <translation>残局库证明此后为和局：守和成功。排局解出。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="448"/>
        <source>Hint: move the marked piece.</source>
        <translation>提示：走标出的棋子。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="452"/>
        <source>Hint: %1.</source>
        <translation>提示：%1。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="462"/>
        <source>Given up. The winning move was %1.</source>
        <translation>已认输。制胜着法是 %1。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="471"/>
        <source>That was the last puzzle of the collection.</source>
        <translation>这是题集中的最后一题。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="526"/>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="57"/>
        <source>Composer mode</source>
        <translation>排局模式</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="58"/>
        <source>Composer mode (accept warnings)</source>
        <translation>排局模式（接受警告）</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="59"/>
        <source>Allow saving an unusual but playable position as a finished puzzle: warnings no longer block it</source>
        <translation>允许把不寻常但可走的局面保存为完成的题目：警告不再阻止保存</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="80"/>
        <source>%1 has no general</source>
        <translation>%1没有将帅</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="83"/>
        <source>%1 has %2 %3 (at most %4): %5</source>
        <translation>%1有%2个%3（最多%4个）：%5</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="86"/>
        <source>%1 is outside its palace</source>
        <translation>%1不在九宫内</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="88"/>
        <source>%1 is not on an advisor point</source>
        <translation>%1不在士（仕）能到达的点上</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="90"/>
        <source>%1 is not on an elephant point</source>
        <translation>%1不在象（相）能到达的点上</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="93"/>
        <source>%1 is behind its starting rank</source>
        <translation>%1位于起始横线之后（兵卒不能后退）</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="94"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation>%1：过河前的兵卒不可能位于这条直线上</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="97"/>
        <source>Red soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>红兵（%1）在本方半场的同一直线上，实战中不可能出现</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="99"/>
        <source>Black soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>黑卒（%1）在本方半场的同一直线上，实战中不可能出现</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="103"/>
        <source>%1 and %2 face each other on an open file</source>
        <translation>%1与%2照面，中间没有棋子</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="108"/>
        <source>%1 is in check from %2, but %3 is to move</source>
        <translation>%1正被%2将军，但轮到%3走棋</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="111"/>
        <source>%1 is to move and has no legal move: the game is already over</source>
        <translation>轮到%1走棋，但已无合法着法：棋局已经结束</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="124"/>
        <source>The position has errors: %1</source>
        <translation>局面有错误：%1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="127"/>
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation>局面有警告（打开排局模式即可接受）：%1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="153"/>
        <source>The position is legal.</source>
        <translation>局面合法。</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="155"/>
        <source>%1, %2</source>
        <comment>errors, warnings</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation_panel.py" line="156"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../validation_panel.py" line="156"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
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
            <numerusform>%n 正确</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="492"/>
        <source>%n cooked</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n 多解</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="493"/>
        <source>%n unsolved</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n 未解出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="494"/>
        <source>%n short</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n 短解</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="495"/>
        <source>%n error(s)</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n 错误</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="498"/>
        <source>%1 of %2 done: %3</source>
        <comment>verification summary</comment>
        <translation>已完成 %1 / %2：%3</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="500"/>
        <source>, </source>
        <comment>verification summary</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="354"/>
        <source>Verify collection</source>
        <translation>验证题集</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="355"/>
        <source>Solve every puzzle of the open collection and compare the book solutions with strict play</source>
        <translation>解出已打开题集中的每道题，并将原书解答与严格着法比较</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="357"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="358"/>
        <source>Time per puzzle</source>
        <translation>每题时间</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>all puzzles</source>
        <translation>全部题目</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only cooked</source>
        <translation>仅多解</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="362"/>
        <source>only unsolved</source>
        <translation>仅未解出</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="362"/>
        <source>only short</source>
        <translation>仅短解</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="363"/>
        <source>only errors</source>
        <translation>仅错误</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="363"/>
        <source>only book differences</source>
        <translation>仅与原书不同</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="366"/>
        <source>Export report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="483"/>
        <source>Verify solves every puzzle of the open collection.</source>
        <translation>“验证”会解出已打开题集中的每道题。</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="497"/>
        <source>%n position(s) only</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n 仅局面</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="517"/>
        <location filename="../solving/verify.py" line="527"/>
        <source>Export Verification Report</source>
        <translation>导出验证报告</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="518"/>
        <source>CSV table (*.csv);;Text report (*.txt)</source>
        <translation>CSV 表格 (*.csv);;文本报告 (*.txt)</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="528"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../commands.py" line="52"/>
        <source>Place %1 on %2</source>
        <translation>在 %2 放 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="65"/>
        <source>Move %1 %2-%3</source>
        <translation>移动 %1 %2-%3</translation>
    </message>
    <message>
        <location filename="../commands.py" line="84"/>
        <source>Remove %1 from %2</source>
        <translation>移除 %2 的 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="110"/>
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../commands.py" line="119"/>
        <source>Red to move</source>
        <translation>红方先走</translation>
    </message>
    <message>
        <location filename="../commands.py" line="121"/>
        <source>Black to move</source>
        <translation>黑方先走</translation>
    </message>
    <message>
        <location filename="../commands.py" line="129"/>
        <source>Swap sides</source>
        <translation>交换红黑</translation>
    </message>
    <message>
        <location filename="../commands.py" line="139"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="167"/>
        <source>Add puzzle</source>
        <translation>添加题目</translation>
    </message>
    <message>
        <location filename="../commands.py" line="181"/>
        <source>Remove puzzle</source>
        <translation>删除题目</translation>
    </message>
    <message>
        <location filename="../commands.py" line="194"/>
        <source>Reorder puzzles</source>
        <translation>调整题目顺序</translation>
    </message>
</context>
<context>
    <name>durations</name>
    <message>
        <location filename="../durations.py" line="21"/>
        <source>%1 s</source>
        <comment>a duration in seconds</comment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../durations.py" line="41"/>
        <source> s</source>
        <comment>unit after a number of seconds in a field</comment>
        <translation> 秒</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../export/wording.py" line="22"/>
        <source>Xiangqi problems</source>
        <translation>象棋排局</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="30"/>
        <source>invalid position</source>
        <translation>局面不合法</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="31"/>
        <source>Red to move</source>
        <translation>红方先走</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="32"/>
        <source>Black to move</source>
        <translation>黑方先走</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="35"/>
        <source>%1, %2</source>
        <comment>side to move, stipulation</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="42"/>
        <source>1 problem</source>
        <translation>1 道题</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="43"/>
        <source>%n problems</source>
        <comment>none or more than one</comment>
        <translation>%n 道题</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="49"/>
        <source>mate in %1</source>
        <translation>%1步杀</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="50"/>
        <source>mate in %1 to %2</source>
        <translation>%1至%2步杀</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="57"/>
        <source>Problem %1</source>
        <translation>第 %1 题</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="58"/>
        <source>Problems %1–%2</source>
        <translation>第 %1–%2 题</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="63"/>
        <source>Solutions</source>
        <translation>解答</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="67"/>
        <source>Solution</source>
        <translation>解答</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="71"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="75"/>
        <source>Made with Paiju.</source>
        <translation>由 Paiju 制作。</translation>
    </message>
</context>
<context>
    <name>play</name>
    <message>
        <location filename="../play/wording.py" line="19"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="19"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="33"/>
        <source>Scored: 1 point to the winner, 0 to the other; a draw scores neither.</source>
        <translation>计分：胜者 1 分，负者 0 分；和棋均不计分。</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="36"/>
        <source>A problem played out: not scored.</source>
        <translation>对弈排局：不计分。</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="37"/>
        <source>Not scored.</source>
        <translation>不计分。</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="45"/>
        <source>checkmate</source>
        <translation>将死</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="47"/>
        <source>%1 has no legal move</source>
        <translation>%1无子可动（困毙）</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="49"/>
        <source>perpetual check by %1</source>
        <translation>%1长将</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="51"/>
        <source>perpetual chase by %1</source>
        <translation>%1长捉</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="53"/>
        <source>threefold repetition</source>
        <translation>三次重复局面</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="56"/>
        <source>no capture in %1 moves</source>
        <translation>%1 回合无吃子</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="58"/>
        <source>%1 resigns</source>
        <translation>%1认输</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="60"/>
        <source>draw agreed</source>
        <translation>双方议和</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="62"/>
        <source>%1 lost on time</source>
        <translation>%1超时负</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="63"/>
        <source>recorded result</source>
        <translation>记录的结果</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="69"/>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="71"/>
        <source>Red wins</source>
        <translation>红胜</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="73"/>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="74"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2：%3</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <location filename="../solving/common.py" line="52"/>
        <source>checks-only mate in %1</source>
        <translation>连将%1步杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="54"/>
        <source>mate in %1 (at most 1 quiet move)</source>
        <translation>%1步杀（最多 1 步非将军着）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="57"/>
        <source>mate in %1 (at most %2 quiet moves)</source>
        <translation>%1步杀（最多 %2 步非将军着）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="59"/>
        <source>mate in %1</source>
        <translation>%1步杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="71"/>
        <source>not verified yet (Solve, or paiju solve FILE)</source>
        <translation>尚未验证（求解，或 paiju solve 文件）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="77"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="78"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="84"/>
        <source>proved</source>
        <translation>已证明</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="85"/>
        <source>checked (not proved)</source>
        <translation>已检查（未证明）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="86"/>
        <source>cooked: the side to play does better</source>
        <translation>有破着：先走方结果更好</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="87"/>
        <source>flawed: the main line's defence is not best</source>
        <translation>有瑕疵：主变的防守不是最佳</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="88"/>
        <source>refuted</source>
        <translation>已驳倒</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="89"/>
        <source>unsettled</source>
        <translation>未定</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="97"/>
        <source>sound: one key, mate proven</source>
        <translation>正确：唯一关键着，杀法已证明</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="98"/>
        <source>cooked: more than one key</source>
        <translation>多解：不止一个关键着</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="99"/>
        <source>short solution: mates faster than stipulated</source>
        <translation>短解：比规定步数更快成杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="100"/>
        <source>no solution within the stipulation</source>
        <translation>规定步数内无解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="101"/>
        <source>illegal position</source>
        <translation>非法局面</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="102"/>
        <source>stopped before a verdict</source>
        <translation>在得出结论前已停止</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="111"/>
        <source>a mate within %1 is proven</source>
        <translation>已证明%1步内有杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="115"/>
        <source>keys so far: %1 (%2 first moves not yet asked)</source>
        <translation>已找到的关键着：%1（尚有%2个首着未检验）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="120"/>
        <source>no mate within %1 is proven</source>
        <translation>已证明%1步内无杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="123"/>
        <source>no mate by checks alone within %1</source>
        <translation>%1步内无连将杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="134"/>
        <source>while proving the length</source>
        <translation>（正在证明步数）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="135"/>
        <source>while finding the keys</source>
        <translation>（正在寻找首着）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="136"/>
        <source>while looking for tries</source>
        <translation>（正在寻找试着）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="137"/>
        <source>while building the tree</source>
        <translation>（正在构建解答树）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="138"/>
        <source>while checking the book line</source>
        <translation>（正在检查棋谱着法）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="139"/>
        <source>stopped on request</source>
        <translation>按要求停止</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="140"/>
        <source>out of time</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="151"/>
        <source>book move %1 is not legal here</source>
        <translation>棋谱着法 %1 在此不合法</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="153"/>
        <source>book move %1 lets the defender escape mate</source>
        <translation>棋谱着法 %1 让守方逃脱将杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="156"/>
        <source>book move %1 mates in %2; strict play mates in %3</source>
        <translation>棋谱着法 %1 %2 步杀；最佳着法 %3 步杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="159"/>
        <source>book defence %1 allows mate in %2; the longest resistance holds for %3</source>
        <translation>棋谱应着 %1 让对方 %2 步杀；最顽强的抵抗可坚持 %3 步</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="163"/>
        <source>the book line ends before mate</source>
        <translation>棋谱着法在将杀前结束</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="170"/>
        <source>sound</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="171"/>
        <source>cooked</source>
        <translation>多解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="172"/>
        <source>short</source>
        <translation>短解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="173"/>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="90"/>
        <location filename="../solving/common.py" line="174"/>
        <source>illegal</source>
        <translation>非法</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="48"/>
        <source>to play and win</source>
        <translation>先胜</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="50"/>
        <source>to play and draw</source>
        <translation>先和</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="175"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="83"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="86"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="87"/>
        <source>solving…</source>
        <translation>解题中…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="111"/>
        <source>book line is strict</source>
        <translation>原书解答严格正确</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="140"/>
        <source>bad FEN: %1</source>
        <translation>FEN 错误：%1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="101"/>
        <source>no stipulation and no book solution</source>
        <translation>没有要求也没有原书解答</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="81"/>
        <source>position only</source>
        <translation>仅局面</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="164"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="164"/>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="165"/>
        <source>Stipulation</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="165"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="166"/>
        <source>Length</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="166"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="167"/>
        <source>Book / notes</source>
        <translation>原书 / 备注</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="252"/>
        <source>the collection</source>
        <translation>题集</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="253"/>
        <source>Verification of %1</source>
        <translation>%1 的验证</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="262"/>
        <source>(mate in %1)</source>
        <translation>（%1步杀）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="118"/>
        <location filename="../solving/verify.py" line="266"/>
        <source>keys: %1</source>
        <translation>关键着：%1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="271"/>
        <source>book: %1</source>
        <translation>原书：%1</translation>
    </message>
</context>
<context>
    <name>three_kingdoms</name>
    <message>
        <location filename="../three_kingdoms/wording.py" line="27"/>
        <source>Shu</source>
        <translation>蜀</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="29"/>
        <source>Wu</source>
        <translation>吴</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="30"/>
        <source>Wei</source>
        <translation>魏</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="36"/>
        <source>general</source>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="38"/>
        <source>advisor</source>
        <translation>士</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="40"/>
        <source>elephant</source>
        <translation>象</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="42"/>
        <source>horse</source>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="43"/>
        <source>chariot</source>
        <translation>车</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="45"/>
        <source>cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="47"/>
        <source>soldier</source>
        <translation>兵</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="49"/>
        <source>banner bearer</source>
        <translation>旗手</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="64"/>
        <source>%1 eliminates %2 in %3</source>
        <translation>%1 %3 步内消灭%2</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="71"/>
        <source>%1 is defeated (its general was captured); %2 takes over its army</source>
        <translation>%1战败（主将被吃）；%2接管其军队</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="74"/>
        <source>%1 is defeated (it had no legal move); %2 takes over its army</source>
        <translation>%1战败（无合法着法）；%2接管其军队</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="83"/>
        <source>last general standing</source>
        <translation>仅存主将</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="84"/>
        <source>third repetition</source>
        <translation>第三次重复</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="85"/>
        <source>%1-move rule</source>
        <translation>%1 着规则</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="87"/>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="88"/>
        <source>time</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="89"/>
        <source>leaving the game</source>
        <translation>离开对局</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="96"/>
        <location filename="../three_kingdoms/wording.py" line="181"/>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="98"/>
        <source>%1 wins: the last kingdom with a general on the board</source>
        <translation>%1获胜：唯一主将仍在棋盘上的国家</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="102"/>
        <source>Draw: the same position occurred for the third time</source>
        <translation>和棋：同一局面第三次出现</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="104"/>
        <source>Draw: %1 moves in a row without a capture or a defeat</source>
        <translation>和棋：连续 %1 着无吃子、无国家战败</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="110"/>
        <source>%1 wins: %2 resigned</source>
        <translation>%1获胜：%2认输</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="111"/>
        <source>%1 share the victory: %2 resigned</source>
        <translation>%1共同获胜：%2认输</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="113"/>
        <source>%1 wins: %2 ran out of time</source>
        <translation>%1获胜：%2超时</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="114"/>
        <source>%1 share the victory: %2 ran out of time</source>
        <translation>%1共同获胜：%2超时</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="116"/>
        <source>%1 wins: %2 left</source>
        <translation>%1获胜：%2离开对局</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="117"/>
        <source>%1 share the victory: %2 left</source>
        <translation>%1共同获胜：%2离开对局</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="37"/>
        <source>generals</source>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="39"/>
        <source>advisors</source>
        <translation>士</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="41"/>
        <source>elephants</source>
        <translation>象</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="42"/>
        <source>horses</source>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="44"/>
        <source>chariots</source>
        <translation>车</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="46"/>
        <source>cannons</source>
        <translation>炮</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="48"/>
        <source>soldiers</source>
        <translation>兵</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="50"/>
        <source>banner bearers</source>
        <translation>旗手</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="123"/>
        <source>%1 %2</source>
        <comment>owner kingdom, piece kind</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="127"/>
        <source>%1 (of %2)</source>
        <comment>a piece, the army it came from</comment>
        <translation>%1（原属%2）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="132"/>
        <source>%1 on %2</source>
        <comment>a piece, a point</comment>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="150"/>
        <source>%1 belongs to a defeated kingdom, whose general has left the board</source>
        <translation>%1属于已败的国家，其主将已离开棋盘</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="153"/>
        <source>%1 has no general</source>
        <translation>%1没有将帅</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="155"/>
        <source>%1's army has %2 %3 (at most %4): %5</source>
        <translation>%1军中有 %2 个%3（最多 %4 个）：%5</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="159"/>
        <source>%1 has changed hands, but %2 is not defeated</source>
        <translation>%1已易主，但%2并未战败</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="162"/>
        <source>%1 is owned by %2, which is defeated</source>
        <translation>%1归%2所有，而%2已战败</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="165"/>
        <source>%1: banner bearers are removed at this table</source>
        <translation>%1：本桌不使用旗手</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="168"/>
        <source>%1 is outside its palace</source>
        <translation>%1不在九宫内</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="170"/>
        <source>%1 is not on an advisor point of its own palace</source>
        <translation>%1不在本方九宫的士位上</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="173"/>
        <source>%1 is not on an elephant point of its own half</source>
        <translation>%1不在本方半盘的象位上</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="176"/>
        <source>%1 is behind its starting rank</source>
        <translation>%1位于起始横线之后（兵卒不能后退）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="178"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation>%1：过河前的兵卒不可能位于这条直线上</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="182"/>
        <source>%1 soldiers on %2 share a file on their own half, which cannot happen in a game</source>
        <translation>%1的兵在 %2 处于本方半盘的同一条纵线上，对局中不可能出现</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="185"/>
        <source>%1 and %2 face each other on an open line</source>
        <translation>%1与%2在无遮挡的线上对面</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="188"/>
        <source>%1 general on %2 is attacked by %3, but %1 moved last (%4 is to move)</source>
        <translation>%1的将在 %2 受到%3的攻击，但%1刚走过棋（轮到%4走棋）</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="192"/>
        <source>only one kingdom is in play: the game is over</source>
        <translation>只剩一个国家在局：对局已结束</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="194"/>
        <source>%1 is to move and has no legal move: it is defeated at once</source>
        <translation>轮到%1走棋但无合法着法：立即战败</translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <location filename="../wording.py" line="16"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../wording.py" line="17"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../wording.py" line="22"/>
        <source>Red general</source>
        <translation>红帅</translation>
    </message>
    <message>
        <location filename="../wording.py" line="23"/>
        <source>Red advisor</source>
        <translation>红仕</translation>
    </message>
    <message>
        <location filename="../wording.py" line="24"/>
        <source>Red elephant</source>
        <translation>红相</translation>
    </message>
    <message>
        <location filename="../wording.py" line="25"/>
        <source>Red horse</source>
        <translation>红马</translation>
    </message>
    <message>
        <location filename="../wording.py" line="26"/>
        <source>Red chariot</source>
        <translation>红车</translation>
    </message>
    <message>
        <location filename="../wording.py" line="27"/>
        <source>Red cannon</source>
        <translation>红炮</translation>
    </message>
    <message>
        <location filename="../wording.py" line="28"/>
        <source>Red soldier</source>
        <translation>红兵</translation>
    </message>
    <message>
        <location filename="../wording.py" line="31"/>
        <source>Black general</source>
        <translation>黑将</translation>
    </message>
    <message>
        <location filename="../wording.py" line="32"/>
        <source>Black advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <location filename="../wording.py" line="33"/>
        <source>Black elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <location filename="../wording.py" line="34"/>
        <source>Black horse</source>
        <translation>黑马</translation>
    </message>
    <message>
        <location filename="../wording.py" line="35"/>
        <source>Black chariot</source>
        <translation>黑车</translation>
    </message>
    <message>
        <location filename="../wording.py" line="36"/>
        <source>Black cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <location filename="../wording.py" line="37"/>
        <source>Black soldier</source>
        <translation>黑卒</translation>
    </message>
    <message>
        <location filename="../wording.py" line="50"/>
        <source>generals</source>
        <comment>red</comment>
        <translation>帅</translation>
    </message>
    <message>
        <location filename="../wording.py" line="51"/>
        <source>advisors</source>
        <comment>red</comment>
        <translation>仕</translation>
    </message>
    <message>
        <location filename="../wording.py" line="52"/>
        <source>elephants</source>
        <comment>red</comment>
        <translation>相</translation>
    </message>
    <message>
        <location filename="../wording.py" line="53"/>
        <source>horses</source>
        <comment>red</comment>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../wording.py" line="54"/>
        <source>chariots</source>
        <comment>red</comment>
        <translation>车</translation>
    </message>
    <message>
        <location filename="../wording.py" line="55"/>
        <source>cannons</source>
        <comment>red</comment>
        <translation>炮</translation>
    </message>
    <message>
        <location filename="../wording.py" line="56"/>
        <source>soldiers</source>
        <comment>red</comment>
        <translation>兵</translation>
    </message>
    <message>
        <location filename="../wording.py" line="59"/>
        <source>generals</source>
        <comment>black</comment>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../wording.py" line="60"/>
        <source>advisors</source>
        <comment>black</comment>
        <translation>士</translation>
    </message>
    <message>
        <location filename="../wording.py" line="61"/>
        <source>elephants</source>
        <comment>black</comment>
        <translation>象</translation>
    </message>
    <message>
        <location filename="../wording.py" line="62"/>
        <source>horses</source>
        <comment>black</comment>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../wording.py" line="63"/>
        <source>chariots</source>
        <comment>black</comment>
        <translation>车</translation>
    </message>
    <message>
        <location filename="../wording.py" line="64"/>
        <source>cannons</source>
        <comment>black</comment>
        <translation>炮</translation>
    </message>
    <message>
        <location filename="../wording.py" line="65"/>
        <source>soldiers</source>
        <comment>black</comment>
        <translation>卒</translation>
    </message>
    <message>
        <location filename="../wording.py" line="76"/>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../wording.py" line="84"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
</context>
</TS>
