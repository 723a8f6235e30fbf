<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="92" />
        <source>Previous puzzle</source>
        <translation>Problème précédent</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="93" />
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94" />
        <source>Move the puzzle up</source>
        <translation>Monter le problème</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95" />
        <source>Move the puzzle down</source>
        <translation>Descendre le problème</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96" />
        <source>Add a copy of the current puzzle to the collection</source>
        <translation>Ajouter une copie du problème courant au recueil</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97" />
        <source>Remove the current puzzle from the collection</source>
        <translation>Retirer le problème courant du recueil</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="110" />
        <source>(untitled)</source>
        <translation>(sans titre)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="134" />
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="287" />
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="288" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="289" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="290" />
        <source>&amp;Puzzle</source>
        <translation>&amp;Problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="291" />
        <location filename="../main_window.py" line="349" />
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="292" />
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="293" />
        <source>&amp;Examples</source>
        <translation>&amp;Exemples</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="298" />
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="298" />
        <source>Start a new puzzle file</source>
        <translation>Commencer un nouveau fichier de problèmes</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="300" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="301" />
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation>Ouvrir un fichier de problèmes (natif, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303" />
        <source>Save the collection</source>
        <translation>Enregistrer le recueil</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="305" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="306" />
        <source>Save the collection under another name or format</source>
        <translation>Enregistrer le recueil sous un autre nom ou format</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="308" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="308" />
        <source>Close Paiju</source>
        <translation>Fermer Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="310" />
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="311" />
        <source>Copy the position as FEN to the clipboard</source>
        <translation>Copier la position en FEN dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="314" />
        <source>&amp;Paste FEN</source>
        <translation>C&amp;oller une FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="315" />
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation>Placer la position d’après une FEN du presse-papiers (tout dialecte)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="318" />
        <source>C&amp;lear Board</source>
        <translation>&amp;Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="319" />
        <source>Remove every piece except the generals</source>
        <translation>Retirer toutes les pièces sauf les généraux</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="321" />
        <source>S&amp;tart Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="321" />
        <source>Set up the initial position</source>
        <translation>Placer la position de départ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="323" />
        <source>S&amp;wap Sides</source>
        <translation>&amp;Inverser les camps</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="324" />
        <source>Swap the colours and turn the board round</source>
        <translation>Échanger les couleurs et retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="326" />
        <source>&amp;Red to Move</source>
        <translation>&amp;Rouge au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="326" />
        <source>Red moves first in this puzzle</source>
        <translation>Rouge joue le premier coup de ce problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="328" />
        <source>&amp;Black to Move</source>
        <translation>&amp;Noir au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="329" />
        <source>Black moves first in this puzzle</source>
        <translation>Noir joue le premier coup de ce problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="331" />
        <source>&amp;Toggle Side to Move</source>
        <translation>&amp;Changer le trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="331" />
        <source>Switch the side to move</source>
        <translation>Changer le camp au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="332" />
        <source>Se&amp;ttings…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="332" />
        <source>Language, pieces, coordinates, notation</source>
        <translation>Langue, pièces, coordonnées, notation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="333" />
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="333" />
        <source>Show the board from Black's side</source>
        <translation>Voir l’échiquier du côté noir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="334" />
        <source>&amp;Previous Puzzle</source>
        <translation>Problème &amp;précédent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="334" />
        <source>Go to the previous puzzle</source>
        <translation>Aller au problème précédent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="335" />
        <source>&amp;Next Puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="335" />
        <source>Go to the next puzzle</source>
        <translation>Aller au problème suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="337" />
        <source>&amp;Add Current Puzzle</source>
        <translation>&amp;Ajouter le problème courant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="338" />
        <source>Add a copy of the current puzzle after it</source>
        <translation>Ajouter une copie du problème courant juste après</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340" />
        <source>&amp;Remove Puzzle</source>
        <translation>&amp;Retirer le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340" />
        <source>Remove the current puzzle</source>
        <translation>Retirer le problème courant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="342" />
        <source>Move Puzzle &amp;Up</source>
        <translation>&amp;Monter le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="343" />
        <source>Move the puzzle up in the list</source>
        <translation>Monter le problème dans la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="346" />
        <source>Move Puzzle &amp;Down</source>
        <translation>&amp;Descendre le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="347" />
        <source>Move the puzzle down in the list</source>
        <translation>Descendre le problème dans la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="349" />
        <location filename="../main_window.py" line="404" />
        <source>Prove the stipulated mate and look for cooks</source>
        <translation>Prouver le mat demandé et chercher les démolitions</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="350" />
        <source>&amp;Rules of Xiangqi</source>
        <translation>&amp;Règles du xiangqi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="350" />
        <source>The rules of xiangqi</source>
        <translation>Les règles du xiangqi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351" />
        <source>&amp;About Paiju</source>
        <translation>À &amp;propos de Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351" />
        <location filename="../main_window.py" line="703" />
        <source>About Paiju</source>
        <translation>À propos de Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="352" />
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="352" />
        <source>Forget the recent files</source>
        <translation>Oublier les fichiers récents</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359" />
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="360" />
        <source>Collection</source>
        <translation>Recueil</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361" />
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="362" />
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="399" />
        <source>Solving is disabled: %1</source>
        <translation>Résolution impossible : %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407" />
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="425" />
        <source>FEN copied</source>
        <translation>FEN copiée</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="431" />
        <location filename="../main_window.py" line="435" />
        <source>Paste FEN</source>
        <translation>Coller une FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="436" />
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>Le presse-papiers ne contient pas de FEN : %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="460" />
        <source>The solver is not part of this version yet.</source>
        <translation>Le solveur ne fait pas encore partie de cette version.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="470" />
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="471" />
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation>Le fichier de problèmes a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="492" />
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="495" />
        <location filename="../main_window.py" line="507" />
        <location filename="../main_window.py" line="512" />
        <location filename="../main_window.py" line="531" />
        <source>Open Puzzles</source>
        <translation>Ouvrir des problèmes</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="513" />
        <source>%1 holds no puzzle.</source>
        <translation>%1 ne contient aucun problème.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="523" />
        <source>Opened %1: %2 puzzle(s)</source>
        <translation>%1 ouvert : %2 problème(s)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="532" />
        <source>Some records could not be read:</source>
        <translation>Certains enregistrements n’ont pas pu être lus :</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="552" />
        <location filename="../main_window.py" line="566" />
        <source>Save Puzzles</source>
        <translation>Enregistrer les problèmes</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="573" />
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="631" />
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique : %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="650" />
        <location filename="../main_window.py" line="664" />
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="652" />
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation>Paiju ne s’est pas fermé correctement la dernière fois. Restaurer le travail non enregistré sauvegardé automatiquement ?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="705" />
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation>&lt;b&gt;Paiju&lt;/b&gt; (排局) — un atelier de problèmes de xiangqi : placer une position, vérifier qu’elle est légale, l’enregistrer, la résoudre.&lt;br&gt;Police des pièces : sous-ensemble de Noto CJK, licence SIL Open Font 1.1.</translation>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="51" />
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="51" />
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52" />
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52" />
        <source>Stipulation</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53" />
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53" />
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="57" />
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation>#3 = mat en 3 ; checks#5 = mat en 5 par échecs continus ; #7/q1 = mat en 7 avec au plus un coup tranquille</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../palette.py" line="100" />
        <source>%1: click, then click points on the board; or drag it onto the board</source>
        <translation>%1 : cliquer, puis cliquer des points de l’échiquier ; ou le glisser sur l’échiquier</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="27" />
        <source>Rules of xiangqi</source>
        <translation>Règles du xiangqi</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="58" />
        <source>Settings</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../settings.py" line="62" />
        <source>Chinese characters</source>
        <translation>Caractères chinois</translation>
    </message>
    <message>
        <location filename="../settings.py" line="63" />
        <source>Western letters</source>
        <translation>Lettres occidentales</translation>
    </message>
    <message>
        <location filename="../settings.py" line="64" />
        <source>ICCS (a–i, 0–9)</source>
        <translation>ICCS (a–i, 0–9)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="65" />
        <source>Traditional (一–九 / 1–9)</source>
        <translation>Traditionnelles (一–九 / 1–9)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="66" />
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../settings.py" line="68" />
        <source>Chinese (炮二平五)</source>
        <translation>Chinoise (炮二平五)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70" />
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70" />
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71" />
        <source>Coordinates</source>
        <translation>Coordonnées</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71" />
        <source>Move notation</source>
        <translation>Notation des coups</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="54" />
        <source>Composer mode (accept warnings)</source>
        <translation>Mode compositeur (accepter les avertissements)</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="55" />
        <source>Allow saving an unusual but playable position as a sound puzzle: warnings no longer block it</source>
        <translation>Permettre d’enregistrer comme problème correct une position inhabituelle mais jouable : les avertissements ne bloquent plus</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="68" />
        <source>The position has errors: %1</source>
        <translation>La position contient des erreurs : %1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="71" />
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation>La position a des avertissements (activez le mode compositeur pour les accepter) : %1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="94" />
        <source>The position is legal.</source>
        <translation>La position est légale.</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="96" />
        <source>%1 error(s), %2 warning(s)</source>
        <translation>%1 erreur(s), %2 avertissement(s)</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../commands.py" line="52" />
        <source>Place %1 on %2</source>
        <translation>Placer %1 en %2</translation>
    </message>
    <message>
        <location filename="../commands.py" line="65" />
        <source>Move %1 %2-%3</source>
        <translation>Déplacer %1 %2-%3</translation>
    </message>
    <message>
        <location filename="../commands.py" line="84" />
        <source>Remove %1 from %2</source>
        <translation>Retirer %1 de %2</translation>
    </message>
    <message>
        <location filename="../commands.py" line="106" />
        <source>Clear board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../commands.py" line="115" />
        <source>Red to move</source>
        <translation>Rouge au trait</translation>
    </message>
    <message>
        <location filename="../commands.py" line="117" />
        <source>Black to move</source>
        <translation>Noir au trait</translation>
    </message>
    <message>
        <location filename="../commands.py" line="125" />
        <source>Swap sides</source>
        <translation>Inverser les camps</translation>
    </message>
    <message>
        <location filename="../commands.py" line="135" />
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="163" />
        <source>Add puzzle</source>
        <translation>Ajouter un problème</translation>
    </message>
    <message>
        <location filename="../commands.py" line="177" />
        <source>Remove puzzle</source>
        <translation>Retirer un problème</translation>
    </message>
    <message>
        <location filename="../commands.py" line="190" />
        <source>Reorder puzzles</source>
        <translation>Réordonner les problèmes</translation>
    </message>
</context>
</TS>