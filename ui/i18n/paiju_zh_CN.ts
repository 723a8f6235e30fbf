<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="92"/>
        <source>Previous puzzle</source>
        <translation>上一题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="93"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94"/>
        <source>Move the puzzle up</source>
        <translation>上移此题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95"/>
        <source>Move the puzzle down</source>
        <translation>下移此题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96"/>
        <source>Add a copy of the current puzzle to the collection</source>
        <translation>把当前题目的副本加入题集</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97"/>
        <source>Remove the current puzzle from the collection</source>
        <translation>从题集中删除当前题目</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="110"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../export/dialog.py" line="46"/>
        <source>PDF booklet</source>
        <translation>PDF 小册子</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="47"/>
        <source>HTML page</source>
        <translation>HTML 网页</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="48"/>
        <source>SVG diagram</source>
        <translation>SVG 棋图</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="49"/>
        <source>PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="71"/>
        <location filename="../export/dialog.py" line="285"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="87"/>
        <source>Current problem</source>
        <translation>当前题目</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="88"/>
        <source>All problems (folder)</source>
        <translation>全部题目（文件夹）</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="90"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="92"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="95"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="96"/>
        <source>Traditional</source>
        <translation>传统</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="98"/>
        <source>Black and white (print)</source>
        <translation>黑白（打印）</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="99"/>
        <source>Arrow for the key move</source>
        <translation>用箭头标出关键着</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="101"/>
        <source>Western letters on pieces</source>
        <translation>棋子用西文字母</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="109"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="110"/>
        <source>Problems:</source>
        <translation>题目：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="111"/>
        <source>Paper:</source>
        <translation>纸张：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="112"/>
        <source>Diagrams per page:</source>
        <translation>每页棋图数：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="113"/>
        <source>Solution notation:</source>
        <translation>解答记谱法：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="114"/>
        <source>Coordinates:</source>
        <translation>坐标：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="118"/>
        <source>Image width:</source>
        <translation>图片宽度：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="119"/>
        <source>Resolution:</source>
        <translation>分辨率：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="123"/>
        <source>Copy share string</source>
        <translation>复制分享文本</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="129"/>
        <source>Share:</source>
        <translation>分享：</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="154"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="246"/>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="250"/>
        <source>Page {0}</source>
        <translation>第 {0} 页</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="252"/>
        <source>Solutions</source>
        <translation>解答</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="272"/>
        <source>Share string copied.</source>
        <translation>分享文本已复制。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="282"/>
        <source>Export diagrams to folder</source>
        <translation>将棋图导出到文件夹</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="293"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="313"/>
        <source>Wrote {0} ({1} pages){2}.</source>
        <translation>已写入 {0}（{1} 页）{2}。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="316"/>
        <location filename="../export/dialog.py" line="331"/>
        <source>Wrote {0}.</source>
        <translation>已写入 {0}。</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="323"/>
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
        <location filename="../files.py" line="83"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../files.py" line="84"/>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../files.py" line="86"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../files.py" line="86"/>
        <source>Start a new puzzle file</source>
        <translation>新建排局文件</translation>
    </message>
    <message>
        <location filename="../files.py" line="87"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../files.py" line="88"/>
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation>打开排局文件（本格式、PGN、XQF、DhtmlXQ、eglib、CSV、JSON、FEN）</translation>
    </message>
    <message>
        <location filename="../files.py" line="90"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../files.py" line="90"/>
        <source>Save the collection</source>
        <translation>保存题集</translation>
    </message>
    <message>
        <location filename="../files.py" line="91"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../files.py" line="92"/>
        <source>Save the collection under another name or format</source>
        <translation>以其他文件名或格式保存题集</translation>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>Save as Sound &amp;Puzzle</source>
        <translation>保存为正确题目(&amp;P)</translation>
    </message>
    <message>
        <location filename="../files.py" line="94"/>
        <location filename="../files.py" line="265"/>
        <source>Declare the current puzzle sound (no draft tag) and save</source>
        <translation>将当前题目标记为正确（去掉草稿标签）并保存</translation>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>Forget the recent files</source>
        <translation>清除最近打开的文件</translation>
    </message>
    <message>
        <location filename="../files.py" line="96"/>
        <source>S&amp;tart Page</source>
        <translation>起始页(&amp;T)</translation>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>The collections that come with Paiju, New and Open</source>
        <translation>Paiju 自带的题集、新建和打开</translation>
    </message>
    <message>
        <location filename="../files.py" line="124"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../files.py" line="125"/>
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation>排局文件有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../files.py" line="140"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../files.py" line="142"/>
        <location filename="../files.py" line="154"/>
        <location filename="../files.py" line="157"/>
        <location filename="../files.py" line="176"/>
        <source>Open Puzzles</source>
        <translation>打开排局</translation>
    </message>
    <message>
        <location filename="../files.py" line="158"/>
        <source>%1 holds no puzzle.</source>
        <translation>%1 中没有题目。</translation>
    </message>
    <message numerus="yes">
        <location filename="../files.py" line="168"/>
        <source>Opened %1: %n puzzle(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 道题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../files.py" line="177"/>
        <source>Some records could not be read:</source>
        <translation>有些记录无法读取：</translation>
    </message>
    <message>
        <location filename="../files.py" line="196"/>
        <location filename="../files.py" line="223"/>
        <location filename="../files.py" line="235"/>
        <source>Save Puzzles</source>
        <translation>保存排局</translation>
    </message>
    <message>
        <location filename="../files.py" line="213"/>
        <source>Saved as a sound puzzle: %1</source>
        <translation>已保存为正确题目：%1</translation>
    </message>
    <message>
        <location filename="../files.py" line="224"/>
        <source>%1 is read-only. Replace it anyway?</source>
        <translation>%1 是只读文件。仍要替换吗？</translation>
    </message>
    <message>
        <location filename="../files.py" line="242"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../files.py" line="262"/>
        <source>%1 (switch on composer mode to accept warnings)</source>
        <translation>%1（打开排局模式以接受警告）</translation>
    </message>
    <message>
        <location filename="../files.py" line="316"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../files.py" line="330"/>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location filename="../files.py" line="331"/>
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation>排局上次没有正常关闭。要恢复自动保存的未保存工作吗？</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="258"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="339"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="339"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>&amp;Puzzle</source>
        <translation>题目(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="341"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="344"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="344"/>
        <source>Close Paiju</source>
        <translation>关闭排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="345"/>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="346"/>
        <source>Copy the position as FEN to the clipboard</source>
        <translation>把局面以 FEN 复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="347"/>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="348"/>
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation>按剪贴板中的 FEN 摆局（支持各种写法）</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="349"/>
        <source>C&amp;lear Board</source>
        <translation>清空棋盘(&amp;L)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="350"/>
        <source>Remove every piece except the generals</source>
        <translation>移除除将帅以外的所有棋子</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351"/>
        <source>S&amp;tart Position</source>
        <translation>初始局面(&amp;T)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351"/>
        <source>Set up the initial position</source>
        <translation>摆出开局局面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="352"/>
        <source>S&amp;wap Sides</source>
        <translation>交换红黑(&amp;W)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="353"/>
        <source>Swap the colours and turn the board round</source>
        <translation>交换双方颜色并调转棋盘</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="354"/>
        <source>&amp;Red to Move</source>
        <translation>红方先走(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="354"/>
        <source>Red moves first in this puzzle</source>
        <translation>本题红方先走</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="355"/>
        <source>&amp;Black to Move</source>
        <translation>黑方先走(&amp;B)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="356"/>
        <source>Black moves first in this puzzle</source>
        <translation>本题黑方先走</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="357"/>
        <source>&amp;Toggle Side to Move</source>
        <translation>切换走子方(&amp;T)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="357"/>
        <source>Switch the side to move</source>
        <translation>切换轮到哪一方走棋</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="358"/>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="358"/>
        <source>Language, pieces, coordinates, notation</source>
        <translation>语言、棋子、坐标、记谱法</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359"/>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359"/>
        <source>Show the board from Black's side</source>
        <translation>从黑方视角显示棋盘</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="360"/>
        <source>&amp;Previous Puzzle</source>
        <translation>上一题(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="360"/>
        <source>Go to the previous puzzle</source>
        <translation>转到上一题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361"/>
        <source>&amp;Next Puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361"/>
        <source>Go to the next puzzle</source>
        <translation>转到下一题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="362"/>
        <source>&amp;Add Current Puzzle</source>
        <translation>添加当前题目(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="363"/>
        <source>Add a copy of the current puzzle after it</source>
        <translation>在当前题目后添加其副本</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="364"/>
        <source>&amp;Remove Puzzle</source>
        <translation>删除题目(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="364"/>
        <source>Remove the current puzzle</source>
        <translation>删除当前题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="365"/>
        <source>Move Puzzle &amp;Up</source>
        <translation>上移题目(&amp;U)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="366"/>
        <source>Move the puzzle up in the list</source>
        <translation>在列表中上移题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="367"/>
        <source>Move Puzzle &amp;Down</source>
        <translation>下移题目(&amp;D)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="368"/>
        <source>Move the puzzle down in the list</source>
        <translation>在列表中下移题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="369"/>
        <source>&amp;Rules of Xiangqi</source>
        <translation>象棋规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="369"/>
        <source>The rules of xiangqi</source>
        <translation>中国象棋规则</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="370"/>
        <source>&amp;About Paiju</source>
        <translation>关于排局(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="370"/>
        <location filename="../main_window.py" line="485"/>
        <source>About Paiju</source>
        <translation>关于排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="372"/>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="372"/>
        <source>Collection</source>
        <translation>题集</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="373"/>
        <source>Validation</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="374"/>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="403"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="425"/>
        <source>FEN copied</source>
        <translation>已复制 FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="431"/>
        <location filename="../main_window.py" line="433"/>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="434"/>
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>剪贴板中不是 FEN：%1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation>&lt;b&gt;排局&lt;/b&gt; —— 象棋排局工作室：摆出局面，检查是否合法，保存，解题。&lt;br&gt;棋子字体：Noto CJK 子集，SIL 开放字体许可证 1.1。</translation>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="51"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="51"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Stipulation</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="57"/>
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation>#3 = 三步杀；checks#5 = 五步连将杀；#7/q1 = 七步杀，最多一步闲着</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../palette.py" line="102"/>
        <source>%1: click, then click points on the board; or drag it onto the board</source>
        <translation>%1：先点击，再点击棋盘上的点；或拖到棋盘上</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="27"/>
        <source>Rules of xiangqi</source>
        <translation>中国象棋规则</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="58"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../settings.py" line="62"/>
        <source>Chinese characters</source>
        <translation>汉字</translation>
    </message>
    <message>
        <location filename="../settings.py" line="63"/>
        <source>Western letters</source>
        <translation>西式字母</translation>
    </message>
    <message>
        <location filename="../settings.py" line="64"/>
        <source>ICCS (a–i, 0–9)</source>
        <translation>ICCS（a–i，0–9）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="65"/>
        <source>Traditional (一–九 / 1–9)</source>
        <translation>传统（一–九 / 1–9）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="66"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../settings.py" line="68"/>
        <source>Chinese (炮二平五)</source>
        <translation>中文（炮二平五）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>Coordinates</source>
        <translation>坐标</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>Move notation</source>
        <translation>记谱法</translation>
    </message>
</context>
<context>
    <name>SolutionTree</name>
    <message>
        <location filename="../solving/tree_view.py" line="44"/>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="44"/>
        <source>Note</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="81"/>
        <source>mate</source>
        <translation>杀</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="83"/>
        <source>dual</source>
        <translation>并着</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="85"/>
        <source>not expanded</source>
        <translation>未展开</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="86"/>
        <source>check</source>
        <translation>将军</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="90"/>
        <source>mate in %1</source>
        <translation>%1步杀</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="92"/>
        <source>longest</source>
        <translation>最顽强</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="94"/>
        <source>duals: %1</source>
        <translation>并着：%1</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <location filename="../solving/panel.py" line="158"/>
        <source>Mate in</source>
        <translation>几步杀</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="159"/>
        <source>Quiet moves</source>
        <translation>非将军着</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="160"/>
        <source>Notation</source>
        <translation>记谱法</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="161"/>
        <source> moves</source>
        <translation> 步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="162"/>
        <source>Checks only (every attacker move checks)</source>
        <translation>连将杀（攻方每步都将军）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="163"/>
        <source>any number</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="164"/>
        <source>At most this many non-checking attacker moves</source>
        <translation>攻方不将军的着法最多这么多步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="165"/>
        <source>Chinese (炮二平五)</source>
        <translation>中文（炮二平五）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="167"/>
        <source>Solve</source>
        <translation>解题</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="168"/>
        <source>Prove the stipulated mate and look for cooks (F5)</source>
        <translation>证明规定步数内的杀法并查找多解（F5）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="169"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="170"/>
        <source>Save result into the puzzle</source>
        <translation>将结果存入题目</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="171"/>
        <source>Store the proven stipulation and the main line in the puzzle (undoable)</source>
        <translation>将已证明的要求和主变存入题目（可撤销）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="173"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="174"/>
        <source>Previous move of the main line</source>
        <translation>主变的上一步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="175"/>
        <source>Next move of the main line</source>
        <translation>主变的下一步</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="176"/>
        <source>Final position</source>
        <translation>最终局面</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="248"/>
        <source>Solving %1…</source>
        <translation>正在解：%1…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="259"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="275"/>
        <source>proving the length</source>
        <translation>证明步数</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="275"/>
        <source>finding the keys</source>
        <translation>寻找关键着</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="276"/>
        <source>looking for tries</source>
        <translation>寻找试着</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="276"/>
        <source>building the tree</source>
        <translation>构建解答树</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="277"/>
        <source>checking the book line</source>
        <translation>核对原书解答</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="279"/>
        <source>starting…</source>
        <translation>启动中…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="281"/>
        <source>%1 · depth %2 · %3 nodes · %4 nodes/s</source>
        <translation>%1 · 深度 %2 · %3 节点 · %4 节点/秒</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="284"/>
        <source>depth %v of %m</source>
        <translation>深度 %v / %m</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="288"/>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="298"/>
        <source>%1 nodes in %2 (%3 nodes/s)</source>
        <translation>%1 节点，用时 %2（%3 节点/秒）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="324"/>
        <source>shortest mate: %1</source>
        <translation>最短杀：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="330"/>
        <source>Keys: %1</source>
        <translation>关键着：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="331"/>
        <source>Key: %1</source>
        <translation>关键着：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="338"/>
        <source>1. %1? but 1… %2!</source>
        <translation>1. %1？但 1… %2！</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="340"/>
        <source>Tries: %1</source>
        <translation>试着：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="341"/>
        <source>No tries (no first move refuted by a single defence)</source>
        <translation>无试着（没有被唯一应着反驳的首着）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="344"/>
        <source>Book: %1</source>
        <translation>原书：%1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="346"/>
        <source>(the tree was cut off)</source>
        <translation>（解答树被截断）</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="364"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="422"/>
        <source>Save solver result</source>
        <translation>保存求解结果</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="435"/>
        <source>Save a cooked result?</source>
        <translation>保存多解的结果？</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="436"/>
        <source>The puzzle is cooked: %1 keys (%2). Save the stipulation and the main line of the first key anyway?</source>
        <translation>此题有多解：%1 个关键着（%2）。仍然保存要求和第一个关键着的主变吗？</translation>
    </message>
</context>
<context>
    <name>SolvingPart</name>
    <message>
        <location filename="../solving/integration.py" line="80"/>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="81"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="82"/>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="83"/>
        <location filename="../solving/integration.py" line="86"/>
        <source>&amp;Solve</source>
        <translation>解题(&amp;S)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="84"/>
        <source>Back to editing</source>
        <translation>返回编辑</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="86"/>
        <location filename="../solving/integration.py" line="106"/>
        <source>Prove the stipulated mate and look for cooks</source>
        <translation>证明规定步数内的杀法并查找多解</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="87"/>
        <source>S&amp;top Solving</source>
        <translation>停止解题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="87"/>
        <source>Stop the running search</source>
        <translation>停止正在进行的搜索</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="88"/>
        <source>&amp;Verify Collection</source>
        <translation>验证题集(&amp;V)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="89"/>
        <source>Solve every puzzle of the collection in the background</source>
        <translation>在后台解出题集中的每道题</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>&amp;Train on This Puzzle</source>
        <translation>用本题训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="92"/>
        <source>Play the attacker against the solver's best defence</source>
        <translation>执攻方，对抗求解器的最佳防守</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="103"/>
        <source>Solving is disabled: %1</source>
        <translation>无法解题：%1</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="155"/>
        <source>Training: you play the attacker</source>
        <translation>训练：你执攻方</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="156"/>
        <source>Solution board (the puzzle is not changed)</source>
        <translation>解答棋盘（题目不会被修改）</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="119"/>
        <source>Open one of the collections that come with Paiju, or start a puzzle of your own.</source>
        <translation>打开 Paiju 自带的题集，或者开始编排你自己的题目。</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="121"/>
        <source>New Puzzle</source>
        <translation>新建题目</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="122"/>
        <source>Set up a new puzzle</source>
        <translation>摆一道新题</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="123"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="124"/>
        <source>Open a puzzle file</source>
        <translation>打开题目文件</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="137"/>
        <source>%1 puzzles</source>
        <translation>%1 道题</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="147"/>
        <source>(no collections are installed)</source>
        <translation>（没有安装题集）</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <location filename="../solving/training.py" line="150"/>
        <source>Start / Restart</source>
        <translation>开始 / 重来</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="151"/>
        <source>Play the current puzzle as the attacker</source>
        <translation>以攻方身份下当前题目</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="152"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="153"/>
        <source>First the piece to move, then the move</source>
        <translation>先提示要走的棋子，再提示着法</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="154"/>
        <source>Give up</source>
        <translation>认输</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="155"/>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="158"/>
        <source>Press Start to play the current puzzle: you move for the attacker, the solver defends as long as it can.</source>
        <translation>按“开始”下当前题目：你执攻方，求解器尽可能久地防守。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="175"/>
        <source>Session score: %1 of %2 puzzles</source>
        <translation>本次得分：%2 题中解出 %1 题</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="200"/>
        <source>This puzzle cannot be played: %1</source>
        <translation>此题无法下：%1</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="201"/>
        <source>it has no stipulation</source>
        <translation>没有要求</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="214"/>
        <location filename="../solving/training.py" line="242"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="222"/>
        <source>No mate within the stipulation: this puzzle cannot be trained.</source>
        <translation>规定步数内无杀：此题不能用于训练。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="225"/>
        <source>Your move: mate in %1.</source>
        <translation>该你走：%1步杀。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="248"/>
        <source>Mate! Puzzle solved.</source>
        <translation>绝杀！题目解出。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="252"/>
        <source>That move loses the win: the defender escapes mate within the %1 move(s) left. Puzzle failed.</source>
        <translation>这步棋失去了胜机：防守方在剩余的 %1 步内可以避免被杀。解题失败。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="259"/>
        <source>Slower than necessary: mate in %1 was possible, now it takes %2 more.</source>
        <translation>走慢了：本可 %1 步杀，现在还需要 %2 步。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="261"/>
        <source>Good move.</source>
        <translation>好棋。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="278"/>
        <source>The defence: %1. Your move (mate within %2).</source>
        <translation>防守：%1。该你走（%2 步内杀）。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="291"/>
        <source>Hint: move the marked piece.</source>
        <translation>提示：走标出的棋子。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="294"/>
        <source>Hint: %1.</source>
        <translation>提示：%1。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="304"/>
        <source>Given up. The winning move was %1.</source>
        <translation>已认输。制胜着法是 %1。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="313"/>
        <source>That was the last puzzle of the collection.</source>
        <translation>这是题集中的最后一题。</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="355"/>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="56"/>
        <source>Composer mode (accept warnings)</source>
        <translation>排局模式（接受警告）</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="57"/>
        <source>Allow saving an unusual but playable position as a sound puzzle: warnings no longer block it</source>
        <translation>允许把不寻常但可走的局面保存为正确题目：警告不再阻止</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="78"/>
        <source>%1 has no general</source>
        <translation>%1没有将帅</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="81"/>
        <source>%1 has %2 %3 (at most %4): %5</source>
        <translation>%1有%2个%3（最多%4个）：%5</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="84"/>
        <source>%1 is outside its palace</source>
        <translation>%1不在九宫内</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="86"/>
        <source>%1 is not on an advisor point</source>
        <translation>%1不在士（仕）能到达的点上</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="88"/>
        <source>%1 is not on an elephant point</source>
        <translation>%1不在象（相）能到达的点上</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="91"/>
        <source>%1 is behind its starting rank</source>
        <translation>%1位于起始横线之后（兵卒不能后退）</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="92"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation>%1：过河前的兵卒不可能位于这条直线上</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="95"/>
        <source>Red soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>红兵（%1）在本方半场的同一直线上，实战中不可能出现</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="97"/>
        <source>Black soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>黑卒（%1）在本方半场的同一直线上，实战中不可能出现</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="101"/>
        <source>%1 and %2 face each other on an open file</source>
        <translation>%1与%2照面，中间没有棋子</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="106"/>
        <source>%1 is in check from %2, but %3 is to move</source>
        <translation>%1正被%2将军，但轮到%3走棋</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="109"/>
        <source>%1 is to move and has no legal move: the game is already over</source>
        <translation>轮到%1走棋，但已无合法着法：棋局已经结束</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="122"/>
        <source>The position has errors: %1</source>
        <translation>局面有错误：%1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="125"/>
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation>局面有警告（打开排局模式即可接受）：%1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="150"/>
        <source>The position is legal.</source>
        <translation>局面合法。</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="152"/>
        <source>%1 error(s), %2 warning(s)</source>
        <translation>%1 个错误，%2 个警告</translation>
    </message>
</context>
<context>
    <name>VerifyPanel</name>
    <message>
        <location filename="../solving/verify.py" line="352"/>
        <source>Verify collection</source>
        <translation>验证题集</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="353"/>
        <source>Solve every puzzle of the open collection and compare the book solutions with strict play</source>
        <translation>解出已打开题集中的每道题，并将原书解答与严格着法比较</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="355"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="356"/>
        <source>Time per puzzle</source>
        <translation>每题时间</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="357"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="358"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="359"/>
        <source>all puzzles</source>
        <translation>全部题目</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="359"/>
        <source>only cooked</source>
        <translation>仅多解</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>only unsolved</source>
        <translation>仅未解出</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>only short</source>
        <translation>仅短解</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only errors</source>
        <translation>仅错误</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only book differences</source>
        <translation>仅与原书不同</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="364"/>
        <source>Export report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="464"/>
        <source>Verify solves every puzzle of the open collection.</source>
        <translation>“验证”会解出已打开题集中的每道题。</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="471"/>
        <source>%1 of %2 done: %3 sound, %4 cooked, %5 unsolved, %6 short, %7 errors</source>
        <translation>已完成 %1 / %2：%3 正确，%4 多解，%5 未解出，%6 短解，%7 错误</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="491"/>
        <location filename="../solving/verify.py" line="501"/>
        <source>Export Verification Report</source>
        <translation>导出验证报告</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="492"/>
        <source>CSV table (*.csv);;Text report (*.txt)</source>
        <translation>CSV 表格 (*.csv);;文本报告 (*.txt)</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="502"/>
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
        <location filename="../commands.py" line="106"/>
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../commands.py" line="115"/>
        <source>Red to move</source>
        <translation>红方先走</translation>
    </message>
    <message>
        <location filename="../commands.py" line="117"/>
        <source>Black to move</source>
        <translation>黑方先走</translation>
    </message>
    <message>
        <location filename="../commands.py" line="125"/>
        <source>Swap sides</source>
        <translation>交换红黑</translation>
    </message>
    <message>
        <location filename="../commands.py" line="135"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="163"/>
        <source>Add puzzle</source>
        <translation>添加题目</translation>
    </message>
    <message>
        <location filename="../commands.py" line="177"/>
        <source>Remove puzzle</source>
        <translation>删除题目</translation>
    </message>
    <message>
        <location filename="../commands.py" line="190"/>
        <source>Reorder puzzles</source>
        <translation>调整题目顺序</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <location filename="../solving/common.py" line="39"/>
        <source>checks-only mate in %1</source>
        <translation>连将%1步杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="41"/>
        <source>mate in %1 (at most 1 quiet move)</source>
        <translation>%1步杀（最多 1 步非将军着）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="44"/>
        <source>mate in %1 (at most %2 quiet moves)</source>
        <translation>%1步杀（最多 %2 步非将军着）</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="46"/>
        <source>mate in %1</source>
        <translation>%1步杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="52"/>
        <source>sound: one key, mate proven</source>
        <translation>正确：唯一关键着，杀法已证明</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="53"/>
        <source>cooked: more than one key</source>
        <translation>多解：不止一个关键着</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="54"/>
        <source>short solution: mates faster than stipulated</source>
        <translation>短解：比规定步数更快成杀</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="55"/>
        <source>no solution within the stipulation</source>
        <translation>规定步数内无解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="56"/>
        <source>illegal position</source>
        <translation>非法局面</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="57"/>
        <source>stopped before a verdict</source>
        <translation>在得出结论前已停止</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="64"/>
        <source>sound</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="65"/>
        <source>cooked</source>
        <translation>多解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="66"/>
        <source>short</source>
        <translation>短解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="67"/>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="68"/>
        <source>illegal</source>
        <translation>非法</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="69"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="75"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="78"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="79"/>
        <source>solving…</source>
        <translation>解题中…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="97"/>
        <source>book line is strict</source>
        <translation>原书解答严格正确</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="126"/>
        <source>bad FEN: %1</source>
        <translation>FEN 错误：%1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="130"/>
        <source>no stipulation and no book solution</source>
        <translation>没有要求也没有原书解答</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="150"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="150"/>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="151"/>
        <source>Stipulation</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="151"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="152"/>
        <source>Length</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="152"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="153"/>
        <source>Book / notes</source>
        <translation>原书 / 备注</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="236"/>
        <source>the collection</source>
        <translation>题集</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="237"/>
        <source>Verification of %1</source>
        <translation>%1 的验证</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="246"/>
        <source>(mate in %1)</source>
        <translation>（%1步杀）</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="250"/>
        <source>keys: %1</source>
        <translation>关键着：%1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="255"/>
        <source>book: %1</source>
        <translation>原书：%1</translation>
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
