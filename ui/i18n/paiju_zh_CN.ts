<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="92" />
        <source>Previous puzzle</source>
        <translation>上一题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="93" />
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94" />
        <source>Move the puzzle up</source>
        <translation>上移此题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95" />
        <source>Move the puzzle down</source>
        <translation>下移此题</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96" />
        <source>Add a copy of the current puzzle to the collection</source>
        <translation>把当前题目的副本加入题集</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97" />
        <source>Remove the current puzzle from the collection</source>
        <translation>从题集中删除当前题目</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="110" />
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="134" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="287" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="288" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="289" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="290" />
        <source>&amp;Puzzle</source>
        <translation>题目(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="291" />
        <location filename="../main_window.py" line="349" />
        <source>&amp;Solve</source>
        <translation>解题(&amp;S)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="292" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="293" />
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="298" />
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="298" />
        <source>Start a new puzzle file</source>
        <translation>新建排局文件</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="300" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="301" />
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation>打开排局文件（本格式、PGN、XQF、DhtmlXQ、eglib、CSV、JSON、FEN）</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303" />
        <source>Save the collection</source>
        <translation>保存题集</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="305" />
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="306" />
        <source>Save the collection under another name or format</source>
        <translation>以其他文件名或格式保存题集</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="308" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="308" />
        <source>Close Paiju</source>
        <translation>关闭排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="310" />
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="311" />
        <source>Copy the position as FEN to the clipboard</source>
        <translation>把局面以 FEN 复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="314" />
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="315" />
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation>按剪贴板中的 FEN 摆局（支持各种写法）</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="318" />
        <source>C&amp;lear Board</source>
        <translation>清空棋盘(&amp;L)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="319" />
        <source>Remove every piece except the generals</source>
        <translation>移除除将帅以外的所有棋子</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="321" />
        <source>S&amp;tart Position</source>
        <translation>初始局面(&amp;T)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="321" />
        <source>Set up the initial position</source>
        <translation>摆出开局局面</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="323" />
        <source>S&amp;wap Sides</source>
        <translation>交换红黑(&amp;W)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="324" />
        <source>Swap the colours and turn the board round</source>
        <translation>交换双方颜色并调转棋盘</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="326" />
        <source>&amp;Red to Move</source>
        <translation>红方先走(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="326" />
        <source>Red moves first in this puzzle</source>
        <translation>本题红方先走</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="328" />
        <source>&amp;Black to Move</source>
        <translation>黑方先走(&amp;B)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="329" />
        <source>Black moves first in this puzzle</source>
        <translation>本题黑方先走</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="331" />
        <source>&amp;Toggle Side to Move</source>
        <translation>切换走子方(&amp;T)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="331" />
        <source>Switch the side to move</source>
        <translation>切换轮到哪一方走棋</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="332" />
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="332" />
        <source>Language, pieces, coordinates, notation</source>
        <translation>语言、棋子、坐标、记谱法</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="333" />
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="333" />
        <source>Show the board from Black's side</source>
        <translation>从黑方视角显示棋盘</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="334" />
        <source>&amp;Previous Puzzle</source>
        <translation>上一题(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="334" />
        <source>Go to the previous puzzle</source>
        <translation>转到上一题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="335" />
        <source>&amp;Next Puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="335" />
        <source>Go to the next puzzle</source>
        <translation>转到下一题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="337" />
        <source>&amp;Add Current Puzzle</source>
        <translation>添加当前题目(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="338" />
        <source>Add a copy of the current puzzle after it</source>
        <translation>在当前题目后添加其副本</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340" />
        <source>&amp;Remove Puzzle</source>
        <translation>删除题目(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340" />
        <source>Remove the current puzzle</source>
        <translation>删除当前题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="342" />
        <source>Move Puzzle &amp;Up</source>
        <translation>上移题目(&amp;U)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="343" />
        <source>Move the puzzle up in the list</source>
        <translation>在列表中上移题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="346" />
        <source>Move Puzzle &amp;Down</source>
        <translation>下移题目(&amp;D)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="347" />
        <source>Move the puzzle down in the list</source>
        <translation>在列表中下移题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="349" />
        <location filename="../main_window.py" line="404" />
        <source>Prove the stipulated mate and look for cooks</source>
        <translation>证明规定步数内的杀法并查找多解</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="350" />
        <source>&amp;Rules of Xiangqi</source>
        <translation>象棋规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="350" />
        <source>The rules of xiangqi</source>
        <translation>中国象棋规则</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351" />
        <source>&amp;About Paiju</source>
        <translation>关于排局(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351" />
        <location filename="../main_window.py" line="703" />
        <source>About Paiju</source>
        <translation>关于排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="352" />
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="352" />
        <source>Forget the recent files</source>
        <translation>清除最近打开的文件</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="360" />
        <source>Collection</source>
        <translation>题集</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361" />
        <source>Validation</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="362" />
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="399" />
        <source>Solving is disabled: %1</source>
        <translation>无法解题：%1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="425" />
        <source>FEN copied</source>
        <translation>已复制 FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="431" />
        <location filename="../main_window.py" line="435" />
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="436" />
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>剪贴板中不是 FEN：%1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="460" />
        <source>The solver is not part of this version yet.</source>
        <translation>此版本尚未包含解题器。</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="470" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="471" />
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation>排局文件有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="492" />
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="495" />
        <location filename="../main_window.py" line="507" />
        <location filename="../main_window.py" line="512" />
        <location filename="../main_window.py" line="531" />
        <source>Open Puzzles</source>
        <translation>打开排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="513" />
        <source>%1 holds no puzzle.</source>
        <translation>%1 中没有题目。</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="523" />
        <source>Opened %1: %2 puzzle(s)</source>
        <translation>已打开 %1：%2 题</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="532" />
        <source>Some records could not be read:</source>
        <translation>有些记录无法读取：</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="552" />
        <location filename="../main_window.py" line="566" />
        <source>Save Puzzles</source>
        <translation>保存排局</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="573" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="631" />
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="650" />
        <location filename="../main_window.py" line="664" />
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="652" />
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation>排局上次没有正常关闭。要恢复自动保存的未保存工作吗？</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="705" />
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation>&lt;b&gt;排局&lt;/b&gt; —— 象棋排局工作室：摆出局面，检查是否合法，保存，解题。&lt;br&gt;棋子字体：Noto CJK 子集，SIL 开放字体许可证 1.1。</translation>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="51" />
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="51" />
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52" />
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52" />
        <source>Stipulation</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53" />
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="57" />
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation>#3 = 三步杀；checks#5 = 五步连将杀；#7/q1 = 七步杀，最多一步闲着</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../palette.py" line="100" />
        <source>%1: click, then click points on the board; or drag it onto the board</source>
        <translation>%1：先点击，再点击棋盘上的点；或拖到棋盘上</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="27" />
        <source>Rules of xiangqi</source>
        <translation>中国象棋规则</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="58" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../settings.py" line="62" />
        <source>Chinese characters</source>
        <translation>汉字</translation>
    </message>
    <message>
        <location filename="../settings.py" line="63" />
        <source>Western letters</source>
        <translation>西式字母</translation>
    </message>
    <message>
        <location filename="../settings.py" line="64" />
        <source>ICCS (a–i, 0–9)</source>
        <translation>ICCS（a–i，0–9）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="65" />
        <source>Traditional (一–九 / 1–9)</source>
        <translation>传统（一–九 / 1–9）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="66" />
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../settings.py" line="68" />
        <source>Chinese (炮二平五)</source>
        <translation>中文（炮二平五）</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71" />
        <source>Coordinates</source>
        <translation>坐标</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71" />
        <source>Move notation</source>
        <translation>记谱法</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="54" />
        <source>Composer mode (accept warnings)</source>
        <translation>排局模式（接受警告）</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="55" />
        <source>Allow saving an unusual but playable position as a sound puzzle: warnings no longer block it</source>
        <translation>允许把不寻常但可走的局面保存为正确题目：警告不再阻止</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="68" />
        <source>The position has errors: %1</source>
        <translation>局面有错误：%1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="71" />
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation>局面有警告（打开排局模式即可接受）：%1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="94" />
        <source>The position is legal.</source>
        <translation>局面合法。</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="96" />
        <source>%1 error(s), %2 warning(s)</source>
        <translation>%1 个错误，%2 个警告</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../commands.py" line="52" />
        <source>Place %1 on %2</source>
        <translation>在 %2 放 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="65" />
        <source>Move %1 %2-%3</source>
        <translation>移动 %1 %2-%3</translation>
    </message>
    <message>
        <location filename="../commands.py" line="84" />
        <source>Remove %1 from %2</source>
        <translation>移除 %2 的 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="106" />
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../commands.py" line="115" />
        <source>Red to move</source>
        <translation>红方先走</translation>
    </message>
    <message>
        <location filename="../commands.py" line="117" />
        <source>Black to move</source>
        <translation>黑方先走</translation>
    </message>
    <message>
        <location filename="../commands.py" line="125" />
        <source>Swap sides</source>
        <translation>交换红黑</translation>
    </message>
    <message>
        <location filename="../commands.py" line="135" />
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="163" />
        <source>Add puzzle</source>
        <translation>添加题目</translation>
    </message>
    <message>
        <location filename="../commands.py" line="177" />
        <source>Remove puzzle</source>
        <translation>删除题目</translation>
    </message>
    <message>
        <location filename="../commands.py" line="190" />
        <source>Reorder puzzles</source>
        <translation>调整题目顺序</translation>
    </message>
</context>
</TS>