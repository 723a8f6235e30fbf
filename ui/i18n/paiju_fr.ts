<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="92"/>
        <source>Previous puzzle</source>
        <translation>Problème précédent</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="93"/>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94"/>
        <source>Move the puzzle up</source>
        <translation>Monter le problème</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95"/>
        <source>Move the puzzle down</source>
        <translation>Descendre le problème</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96"/>
        <source>Add a copy of the current puzzle to the collection</source>
        <translation>Ajouter une copie du problème courant au recueil</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97"/>
        <source>Remove the current puzzle from the collection</source>
        <translation>Retirer le problème courant du recueil</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="110"/>
        <source>(untitled)</source>
        <translation>(sans titre)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../export/dialog.py" line="46"/>
        <source>PDF booklet</source>
        <translation>Livret PDF</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="47"/>
        <source>HTML page</source>
        <translation>Page HTML</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="48"/>
        <source>SVG diagram</source>
        <translation>Diagramme SVG</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="49"/>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="71"/>
        <location filename="../export/dialog.py" line="285"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="87"/>
        <source>Current problem</source>
        <translation>Problème courant</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="88"/>
        <source>All problems (folder)</source>
        <translation>Tous les problèmes (dossier)</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="90"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="92"/>
        <source>Chinese</source>
        <translation>Chinoise</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="95"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="96"/>
        <source>Traditional</source>
        <translation>Traditionnelles</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="98"/>
        <source>Black and white (print)</source>
        <translation>Noir et blanc (impression)</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="99"/>
        <source>Arrow for the key move</source>
        <translation>Flèche pour la clé</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="101"/>
        <source>Western letters on pieces</source>
        <translation>Lettres occidentales sur les pièces</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="109"/>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="110"/>
        <source>Problems:</source>
        <translation>Problèmes :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="111"/>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="112"/>
        <source>Diagrams per page:</source>
        <translation>Diagrammes par page :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="113"/>
        <source>Solution notation:</source>
        <translation>Notation des solutions :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="114"/>
        <source>Coordinates:</source>
        <translation>Coordonnées :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="118"/>
        <source>Image width:</source>
        <translation>Largeur de l’image :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="119"/>
        <source>Resolution:</source>
        <translation>Résolution :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="123"/>
        <source>Copy share string</source>
        <translation>Copier le texte à partager</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="129"/>
        <source>Share:</source>
        <translation>Partager :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="154"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="246"/>
        <source>Nothing to export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="250"/>
        <source>Page {0}</source>
        <translation>Page {0}</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="252"/>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="272"/>
        <source>Share string copied.</source>
        <translation>Texte à partager copié.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="282"/>
        <source>Export diagrams to folder</source>
        <translation>Exporter les diagrammes dans un dossier</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="293"/>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="313"/>
        <source>Wrote {0} ({1} pages){2}.</source>
        <translation>{0} écrit ({1} pages){2}.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="316"/>
        <location filename="../export/dialog.py" line="331"/>
        <source>Wrote {0}.</source>
        <translation>{0} écrit.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="323"/>
        <source>Wrote {0} diagrams to {1}{2}.</source>
        <translation>{0} diagrammes écrits dans {1}{2}.</translation>
    </message>
</context>
<context>
    <name>ExportPart</name>
    <message>
        <location filename="../export/integration.py" line="35"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="36"/>
        <source>Diagrams, booklet, web page or shareable text of the puzzles</source>
        <translation>Diagrammes, livret, page web ou texte à partager des problèmes</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="37"/>
        <source>Export &amp;PGN…</source>
        <translation>Exporter en &amp;PGN…</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="37"/>
        <source>Write the collection as a PGN file</source>
        <translation>Écrire le recueil dans un fichier PGN</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="47"/>
        <source>Export PGN</source>
        <translation>Exporter en PGN</translation>
    </message>
    <message>
        <location filename="../export/integration.py" line="49"/>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>FilesPart</name>
    <message>
        <location filename="../files.py" line="83"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../files.py" line="84"/>
        <source>&amp;Examples</source>
        <translation>&amp;Exemples</translation>
    </message>
    <message>
        <location filename="../files.py" line="86"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location filename="../files.py" line="86"/>
        <source>Start a new puzzle file</source>
        <translation>Commencer un nouveau fichier de problèmes</translation>
    </message>
    <message>
        <location filename="../files.py" line="87"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../files.py" line="88"/>
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation>Ouvrir un fichier de problèmes (natif, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</translation>
    </message>
    <message>
        <location filename="../files.py" line="90"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../files.py" line="90"/>
        <source>Save the collection</source>
        <translation>Enregistrer le recueil</translation>
    </message>
    <message>
        <location filename="../files.py" line="91"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../files.py" line="92"/>
        <source>Save the collection under another name or format</source>
        <translation>Enregistrer le recueil sous un autre nom ou format</translation>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>Save as Sound &amp;Puzzle</source>
        <translation>Enregistrer comme &amp;problème correct</translation>
    </message>
    <message>
        <location filename="../files.py" line="94"/>
        <location filename="../files.py" line="265"/>
        <source>Declare the current puzzle sound (no draft tag) and save</source>
        <translation>Déclarer le problème courant correct (sans l’étiquette brouillon) et enregistrer</translation>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>Forget the recent files</source>
        <translation>Oublier les fichiers récents</translation>
    </message>
    <message>
        <location filename="../files.py" line="96"/>
        <source>S&amp;tart Page</source>
        <translation>Page d’&amp;accueil</translation>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>The collections that come with Paiju, New and Open</source>
        <translation>Les recueils fournis avec Paiju, Nouveau et Ouvrir</translation>
    </message>
    <message>
        <location filename="../files.py" line="124"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../files.py" line="125"/>
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation>Le fichier de problèmes a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../files.py" line="140"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../files.py" line="142"/>
        <location filename="../files.py" line="154"/>
        <location filename="../files.py" line="157"/>
        <location filename="../files.py" line="176"/>
        <source>Open Puzzles</source>
        <translation>Ouvrir des problèmes</translation>
    </message>
    <message>
        <location filename="../files.py" line="158"/>
        <source>%1 holds no puzzle.</source>
        <translation>%1 ne contient aucun problème.</translation>
    </message>
    <message numerus="yes">
        <location filename="../files.py" line="168"/>
        <source>Opened %1: %n puzzle(s)</source>
        <translation>
            <numerusform>%1 ouvert : %n problème</numerusform>
            <numerusform>%1 ouvert : %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../files.py" line="177"/>
        <source>Some records could not be read:</source>
        <translation>Certains enregistrements n’ont pas pu être lus :</translation>
    </message>
    <message>
        <location filename="../files.py" line="196"/>
        <location filename="../files.py" line="223"/>
        <location filename="../files.py" line="235"/>
        <source>Save Puzzles</source>
        <translation>Enregistrer les problèmes</translation>
    </message>
    <message>
        <location filename="../files.py" line="213"/>
        <source>Saved as a sound puzzle: %1</source>
        <translation>Enregistré comme problème correct : %1</translation>
    </message>
    <message>
        <location filename="../files.py" line="224"/>
        <source>%1 is read-only. Replace it anyway?</source>
        <translation>%1 est en lecture seule. Le remplacer quand même ?</translation>
    </message>
    <message>
        <location filename="../files.py" line="242"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../files.py" line="262"/>
        <source>%1 (switch on composer mode to accept warnings)</source>
        <translation>%1 (activez le mode compositeur pour accepter les avertissements)</translation>
    </message>
    <message>
        <location filename="../files.py" line="316"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique : %1</translation>
    </message>
    <message>
        <location filename="../files.py" line="330"/>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location filename="../files.py" line="331"/>
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation>Paiju ne s’est pas fermé correctement la dernière fois. Restaurer le travail non enregistré sauvegardé automatiquement ?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="258"/>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="339"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="339"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>&amp;Puzzle</source>
        <translation>&amp;Problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="341"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="344"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="344"/>
        <source>Close Paiju</source>
        <translation>Fermer Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="345"/>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="346"/>
        <source>Copy the position as FEN to the clipboard</source>
        <translation>Copier la position en FEN dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="347"/>
        <source>&amp;Paste FEN</source>
        <translation>C&amp;oller une FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="348"/>
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation>Placer la position d’après une FEN du presse-papiers (tout dialecte)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="349"/>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="350"/>
        <source>Remove every piece except the generals</source>
        <translation>Retirer toutes les pièces sauf les généraux</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351"/>
        <source>S&amp;tart Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="351"/>
        <source>Set up the initial position</source>
        <translation>Placer la position de départ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="352"/>
        <source>S&amp;wap Sides</source>
        <translation>&amp;Inverser les camps</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="353"/>
        <source>Swap the colours and turn the board round</source>
        <translation>Échanger les couleurs et retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="354"/>
        <source>&amp;Red to Move</source>
        <translation>&amp;Rouge au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="354"/>
        <source>Red moves first in this puzzle</source>
        <translation>Rouge joue le premier coup de ce problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="355"/>
        <source>&amp;Black to Move</source>
        <translation>&amp;Noir au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="356"/>
        <source>Black moves first in this puzzle</source>
        <translation>Noir joue le premier coup de ce problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="357"/>
        <source>&amp;Toggle Side to Move</source>
        <translation>&amp;Changer le trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="357"/>
        <source>Switch the side to move</source>
        <translation>Changer le camp au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="358"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="358"/>
        <source>Language, pieces, coordinates, notation</source>
        <translation>Langue, pièces, coordonnées, notation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359"/>
        <source>Show the board from Black's side</source>
        <translation>Voir l’échiquier du côté noir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="360"/>
        <source>&amp;Previous Puzzle</source>
        <translation>Problème &amp;précédent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="360"/>
        <source>Go to the previous puzzle</source>
        <translation>Aller au problème précédent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361"/>
        <source>&amp;Next Puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361"/>
        <source>Go to the next puzzle</source>
        <translation>Aller au problème suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="362"/>
        <source>&amp;Add Current Puzzle</source>
        <translation>&amp;Ajouter le problème courant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="363"/>
        <source>Add a copy of the current puzzle after it</source>
        <translation>Ajouter une copie du problème courant juste après</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="364"/>
        <source>&amp;Remove Puzzle</source>
        <translation>&amp;Retirer le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="364"/>
        <source>Remove the current puzzle</source>
        <translation>Retirer le problème courant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="365"/>
        <source>Move Puzzle &amp;Up</source>
        <translation>&amp;Monter le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="366"/>
        <source>Move the puzzle up in the list</source>
        <translation>Monter le problème dans la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="367"/>
        <source>Move Puzzle &amp;Down</source>
        <translation>&amp;Descendre le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="368"/>
        <source>Move the puzzle down in the list</source>
        <translation>Descendre le problème dans la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="369"/>
        <source>&amp;Rules of Xiangqi</source>
        <translation>&amp;Règles du xiangqi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="369"/>
        <source>The rules of xiangqi</source>
        <translation>Les règles du xiangqi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="370"/>
        <source>&amp;About Paiju</source>
        <translation>À &amp;propos de Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="370"/>
        <location filename="../main_window.py" line="485"/>
        <source>About Paiju</source>
        <translation>À propos de Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="372"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="372"/>
        <source>Collection</source>
        <translation>Recueil</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="373"/>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="374"/>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="403"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="425"/>
        <source>FEN copied</source>
        <translation>FEN copiée</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="431"/>
        <location filename="../main_window.py" line="433"/>
        <source>Paste FEN</source>
        <translation>Coller une FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="434"/>
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>Le presse-papiers ne contient pas de FEN : %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation>&lt;b&gt;Paiju&lt;/b&gt; (排局) — un atelier de problèmes de xiangqi : placer une position, vérifier qu’elle est légale, l’enregistrer, la résoudre.&lt;br&gt;Police des pièces : sous-ensemble de Noto CJK, licence SIL Open Font 1.1.</translation>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="51"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="51"/>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Stipulation</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="57"/>
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation>#3 = mat en 3 ; checks#5 = mat en 5 par échecs continus ; #7/q1 = mat en 7 avec au plus un coup tranquille</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../palette.py" line="102"/>
        <source>%1: click, then click points on the board; or drag it onto the board</source>
        <translation>%1 : cliquer, puis cliquer des points de l’échiquier ; ou le glisser sur l’échiquier</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="27"/>
        <source>Rules of xiangqi</source>
        <translation>Règles du xiangqi</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="58"/>
        <source>Settings</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../settings.py" line="62"/>
        <source>Chinese characters</source>
        <translation>Caractères chinois</translation>
    </message>
    <message>
        <location filename="../settings.py" line="63"/>
        <source>Western letters</source>
        <translation>Lettres occidentales</translation>
    </message>
    <message>
        <location filename="../settings.py" line="64"/>
        <source>ICCS (a–i, 0–9)</source>
        <translation>ICCS (a–i, 0–9)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="65"/>
        <source>Traditional (一–九 / 1–9)</source>
        <translation>Traditionnelles (一–九 / 1–9)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="66"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../settings.py" line="68"/>
        <source>Chinese (炮二平五)</source>
        <translation>Chinoise (炮二平五)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>Coordinates</source>
        <translation>Coordonnées</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>Move notation</source>
        <translation>Notation des coups</translation>
    </message>
</context>
<context>
    <name>SolutionTree</name>
    <message>
        <location filename="../solving/tree_view.py" line="44"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="44"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="81"/>
        <source>mate</source>
        <translation>mat</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="83"/>
        <source>dual</source>
        <translation>dual</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="85"/>
        <source>not expanded</source>
        <translation>non développé</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="86"/>
        <source>check</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="90"/>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="92"/>
        <source>longest</source>
        <translation>la plus longue</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="94"/>
        <source>duals: %1</source>
        <translation>duals : %1</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <location filename="../solving/panel.py" line="158"/>
        <source>Mate in</source>
        <translation>Mat en</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="159"/>
        <source>Quiet moves</source>
        <translation>Coups tranquilles</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="160"/>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="161"/>
        <source> moves</source>
        <translation> coups</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="162"/>
        <source>Checks only (every attacker move checks)</source>
        <translation>Échecs seulement (chaque coup de l’attaquant fait échec)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="163"/>
        <source>any number</source>
        <translation>nombre libre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="164"/>
        <source>At most this many non-checking attacker moves</source>
        <translation>Au plus ce nombre de coups de l’attaquant sans échec</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="165"/>
        <source>Chinese (炮二平五)</source>
        <translation>Chinoise (炮二平五)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="167"/>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="168"/>
        <source>Prove the stipulated mate and look for cooks (F5)</source>
        <translation>Prouver le mat demandé et chercher les démolitions (F5)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="169"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="170"/>
        <source>Save result into the puzzle</source>
        <translation>Enregistrer le résultat dans le problème</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="171"/>
        <source>Store the proven stipulation and the main line in the puzzle (undoable)</source>
        <translation>Inscrire dans le problème l’énoncé prouvé et la variante principale (annulable)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="173"/>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="174"/>
        <source>Previous move of the main line</source>
        <translation>Coup précédent de la variante principale</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="175"/>
        <source>Next move of the main line</source>
        <translation>Coup suivant de la variante principale</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="176"/>
        <source>Final position</source>
        <translation>Position finale</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="248"/>
        <source>Solving %1…</source>
        <translation>Résolution : %1…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="259"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="275"/>
        <source>proving the length</source>
        <translation>preuve de la longueur</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="275"/>
        <source>finding the keys</source>
        <translation>recherche des clés</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="276"/>
        <source>looking for tries</source>
        <translation>recherche des essais</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="276"/>
        <source>building the tree</source>
        <translation>construction de l’arbre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="277"/>
        <source>checking the book line</source>
        <translation>vérification de la solution du livre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="279"/>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="281"/>
        <source>%1 · depth %2 · %3 nodes · %4 nodes/s</source>
        <translation>%1 · profondeur %2 · %3 nœuds · %4 nœuds/s</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="284"/>
        <source>depth %v of %m</source>
        <translation>profondeur %v sur %m</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="288"/>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="298"/>
        <source>%1 nodes in %2 (%3 nodes/s)</source>
        <translation>%1 nœuds en %2 (%3 nœuds/s)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="324"/>
        <source>shortest mate: %1</source>
        <translation>mat le plus court : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="330"/>
        <source>Keys: %1</source>
        <translation>Clés : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="331"/>
        <source>Key: %1</source>
        <translation>Clé : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="338"/>
        <source>1. %1? but 1… %2!</source>
        <translation>1. %1 ? mais 1… %2 !</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="340"/>
        <source>Tries: %1</source>
        <translation>Essais : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="341"/>
        <source>No tries (no first move refuted by a single defence)</source>
        <translation>Aucun essai (aucun premier coup réfuté par une seule défense)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="344"/>
        <source>Book: %1</source>
        <translation>Livre : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="346"/>
        <source>(the tree was cut off)</source>
        <translation>(l’arbre a été tronqué)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="364"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="422"/>
        <source>Save solver result</source>
        <translation>Enregistrer le résultat du solveur</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="435"/>
        <source>Save a cooked result?</source>
        <translation>Enregistrer un résultat démoli ?</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="436"/>
        <source>The puzzle is cooked: %1 keys (%2). Save the stipulation and the main line of the first key anyway?</source>
        <translation>Le problème est démoli : %1 clés (%2). Enregistrer quand même l’énoncé et la variante principale de la première clé ?</translation>
    </message>
</context>
<context>
    <name>SolvingPart</name>
    <message>
        <location filename="../solving/integration.py" line="80"/>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="81"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="82"/>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="83"/>
        <location filename="../solving/integration.py" line="86"/>
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="84"/>
        <source>Back to editing</source>
        <translation>Retour à l’édition</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="86"/>
        <location filename="../solving/integration.py" line="106"/>
        <source>Prove the stipulated mate and look for cooks</source>
        <translation>Prouver le mat demandé et chercher les démolitions</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="87"/>
        <source>S&amp;top Solving</source>
        <translation>&amp;Arrêter la résolution</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="87"/>
        <source>Stop the running search</source>
        <translation>Arrêter la recherche en cours</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="88"/>
        <source>&amp;Verify Collection</source>
        <translation>&amp;Vérifier le recueil</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="89"/>
        <source>Solve every puzzle of the collection in the background</source>
        <translation>Résoudre en arrière-plan tous les problèmes du recueil</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>&amp;Train on This Puzzle</source>
        <translation>S’&amp;entraîner sur ce problème</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="92"/>
        <source>Play the attacker against the solver's best defence</source>
        <translation>Jouer l’attaquant contre la meilleure défense du solveur</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="103"/>
        <source>Solving is disabled: %1</source>
        <translation>Résolution impossible : %1</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="155"/>
        <source>Training: you play the attacker</source>
        <translation>Entraînement : vous jouez l’attaquant</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="156"/>
        <source>Solution board (the puzzle is not changed)</source>
        <translation>Échiquier des solutions (le problème n’est pas modifié)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="119"/>
        <source>Open one of the collections that come with Paiju, or start a puzzle of your own.</source>
        <translation>Ouvrez l’un des recueils fournis avec Paiju, ou commencez votre propre problème.</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="121"/>
        <source>New Puzzle</source>
        <translation>Nouveau problème</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="122"/>
        <source>Set up a new puzzle</source>
        <translation>Mettre en place un nouveau problème</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="123"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="124"/>
        <source>Open a puzzle file</source>
        <translation>Ouvrir un fichier de problèmes</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="137"/>
        <source>%1 puzzles</source>
        <translation>%1 problèmes</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="147"/>
        <source>(no collections are installed)</source>
        <translation>(aucun recueil n’est installé)</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <location filename="../solving/training.py" line="150"/>
        <source>Start / Restart</source>
        <translation>Commencer / Recommencer</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="151"/>
        <source>Play the current puzzle as the attacker</source>
        <translation>Jouer le problème courant comme attaquant</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="152"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="153"/>
        <source>First the piece to move, then the move</source>
        <translation>D’abord la pièce à jouer, puis le coup</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="154"/>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="155"/>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="158"/>
        <source>Press Start to play the current puzzle: you move for the attacker, the solver defends as long as it can.</source>
        <translation>Appuyez sur Commencer pour jouer le problème courant : vous jouez l’attaquant, le solveur se défend aussi longtemps qu’il le peut.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="175"/>
        <source>Session score: %1 of %2 puzzles</source>
        <translation>Score de la séance : %1 sur %2 problèmes</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="200"/>
        <source>This puzzle cannot be played: %1</source>
        <translation>Ce problème ne peut pas être joué : %1</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="201"/>
        <source>it has no stipulation</source>
        <translation>il n’a pas d’énoncé</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="214"/>
        <location filename="../solving/training.py" line="242"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="222"/>
        <source>No mate within the stipulation: this puzzle cannot be trained.</source>
        <translation>Pas de mat dans l’énoncé : impossible de s’entraîner sur ce problème.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="225"/>
        <source>Your move: mate in %1.</source>
        <translation>À vous : mat en %1.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="248"/>
        <source>Mate! Puzzle solved.</source>
        <translation>Mat ! Problème résolu.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="252"/>
        <source>That move loses the win: the defender escapes mate within the %1 move(s) left. Puzzle failed.</source>
        <translation>Ce coup perd le gain : le défenseur échappe au mat dans les %1 coup(s) restant(s). Problème échoué.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="259"/>
        <source>Slower than necessary: mate in %1 was possible, now it takes %2 more.</source>
        <translation>Plus lent que nécessaire : un mat en %1 était possible, il en faut maintenant %2 de plus.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="261"/>
        <source>Good move.</source>
        <translation>Bon coup.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="278"/>
        <source>The defence: %1. Your move (mate within %2).</source>
        <translation>La défense : %1. À vous (mat en au plus %2).</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="291"/>
        <source>Hint: move the marked piece.</source>
        <translation>Indice : jouez la pièce marquée.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="294"/>
        <source>Hint: %1.</source>
        <translation>Indice : %1.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="304"/>
        <source>Given up. The winning move was %1.</source>
        <translation>Abandon. Le coup gagnant était %1.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="313"/>
        <source>That was the last puzzle of the collection.</source>
        <translation>C’était le dernier problème du recueil.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="355"/>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué : %1</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="56"/>
        <source>Composer mode (accept warnings)</source>
        <translation>Mode compositeur (accepter les avertissements)</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="57"/>
        <source>Allow saving an unusual but playable position as a sound puzzle: warnings no longer block it</source>
        <translation>Permettre d’enregistrer comme problème correct une position inhabituelle mais jouable : les avertissements ne bloquent plus</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="78"/>
        <source>%1 has no general</source>
        <translation>%1 n’a pas de général</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="81"/>
        <source>%1 has %2 %3 (at most %4): %5</source>
        <translation>%1 a %2 %3 (au plus %4) : %5</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="84"/>
        <source>%1 is outside its palace</source>
        <translation>%1 : hors de son palais</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="86"/>
        <source>%1 is not on an advisor point</source>
        <translation>%1 : pas sur un point de conseiller</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="88"/>
        <source>%1 is not on an elephant point</source>
        <translation>%1 : pas sur un point d’éléphant</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="91"/>
        <source>%1 is behind its starting rank</source>
        <translation>%1 : derrière sa rangée de départ</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="92"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation>%1 : sur une colonne où aucun soldat ne peut se trouver avant d’avoir traversé la rivière</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="95"/>
        <source>Red soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>Soldats rouges en %1 : sur une même colonne dans leur propre camp, ce qui ne peut pas arriver dans une partie</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="97"/>
        <source>Black soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>Soldats noirs en %1 : sur une même colonne dans leur propre camp, ce qui ne peut pas arriver dans une partie</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="101"/>
        <source>%1 and %2 face each other on an open file</source>
        <translation>%1 et %2 : face à face sur une colonne ouverte</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="106"/>
        <source>%1 is in check from %2, but %3 is to move</source>
        <translation>%1 est en échec par %2, mais %3 a le trait</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="109"/>
        <source>%1 is to move and has no legal move: the game is already over</source>
        <translation>%1 a le trait et n’a aucun coup légal : la partie est déjà finie</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="122"/>
        <source>The position has errors: %1</source>
        <translation>La position contient des erreurs : %1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="125"/>
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation>La position a des avertissements (activez le mode compositeur pour les accepter) : %1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="150"/>
        <source>The position is legal.</source>
        <translation>La position est légale.</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="152"/>
        <source>%1 error(s), %2 warning(s)</source>
        <translation>%1 erreur(s), %2 avertissement(s)</translation>
    </message>
</context>
<context>
    <name>VerifyPanel</name>
    <message>
        <location filename="../solving/verify.py" line="352"/>
        <source>Verify collection</source>
        <translation>Vérifier le recueil</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="353"/>
        <source>Solve every puzzle of the open collection and compare the book solutions with strict play</source>
        <translation>Résoudre tous les problèmes du recueil ouvert et comparer les solutions du livre au jeu strict</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="355"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="356"/>
        <source>Time per puzzle</source>
        <translation>Temps par problème</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="357"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="358"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="359"/>
        <source>all puzzles</source>
        <translation>tous les problèmes</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="359"/>
        <source>only cooked</source>
        <translation>seulement les démolis</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>only unsolved</source>
        <translation>seulement les non résolus</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>only short</source>
        <translation>seulement les solutions courtes</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only errors</source>
        <translation>seulement les erreurs</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only book differences</source>
        <translation>seulement les écarts avec le livre</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="364"/>
        <source>Export report…</source>
        <translation>Exporter le rapport…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="464"/>
        <source>Verify solves every puzzle of the open collection.</source>
        <translation>Vérifier résout tous les problèmes du recueil ouvert.</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="471"/>
        <source>%1 of %2 done: %3 sound, %4 cooked, %5 unsolved, %6 short, %7 errors</source>
        <translation>%1 sur %2 faits : %3 corrects, %4 démolis, %5 non résolus, %6 courts, %7 erreurs</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="491"/>
        <location filename="../solving/verify.py" line="501"/>
        <source>Export Verification Report</source>
        <translation>Exporter le rapport de vérification</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="492"/>
        <source>CSV table (*.csv);;Text report (*.txt)</source>
        <translation>Tableau CSV (*.csv);;Rapport texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="502"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../commands.py" line="52"/>
        <source>Place %1 on %2</source>
        <translation>Placer %1 en %2</translation>
    </message>
    <message>
        <location filename="../commands.py" line="65"/>
        <source>Move %1 %2-%3</source>
        <translation>Déplacer %1 %2-%3</translation>
    </message>
    <message>
        <location filename="../commands.py" line="84"/>
        <source>Remove %1 from %2</source>
        <translation>Retirer %1 de %2</translation>
    </message>
    <message>
        <location filename="../commands.py" line="106"/>
        <source>Clear board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../commands.py" line="115"/>
        <source>Red to move</source>
        <translation>Rouge au trait</translation>
    </message>
    <message>
        <location filename="../commands.py" line="117"/>
        <source>Black to move</source>
        <translation>Noir au trait</translation>
    </message>
    <message>
        <location filename="../commands.py" line="125"/>
        <source>Swap sides</source>
        <translation>Inverser les camps</translation>
    </message>
    <message>
        <location filename="../commands.py" line="135"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="163"/>
        <source>Add puzzle</source>
        <translation>Ajouter un problème</translation>
    </message>
    <message>
        <location filename="../commands.py" line="177"/>
        <source>Remove puzzle</source>
        <translation>Retirer un problème</translation>
    </message>
    <message>
        <location filename="../commands.py" line="190"/>
        <source>Reorder puzzles</source>
        <translation>Réordonner les problèmes</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <location filename="../solving/common.py" line="39"/>
        <source>checks-only mate in %1</source>
        <translation>mat en %1 par échecs continus</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="41"/>
        <source>mate in %1 (at most 1 quiet move)</source>
        <translation>mat en %1 (au plus 1 coup tranquille)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="44"/>
        <source>mate in %1 (at most %2 quiet moves)</source>
        <translation>mat en %1 (au plus %2 coups tranquilles)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="46"/>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="52"/>
        <source>sound: one key, mate proven</source>
        <translation>correct : une seule clé, mat prouvé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="53"/>
        <source>cooked: more than one key</source>
        <translation>démoli : plus d’une clé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="54"/>
        <source>short solution: mates faster than stipulated</source>
        <translation>solution courte : mat plus rapide que demandé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="55"/>
        <source>no solution within the stipulation</source>
        <translation>pas de solution dans l’énoncé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="56"/>
        <source>illegal position</source>
        <translation>position illégale</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="57"/>
        <source>stopped before a verdict</source>
        <translation>arrêté avant un verdict</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="64"/>
        <source>sound</source>
        <translation>correct</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="65"/>
        <source>cooked</source>
        <translation>démoli</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="66"/>
        <source>short</source>
        <translation>court</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="67"/>
        <source>no solution</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="68"/>
        <source>illegal</source>
        <translation>illégal</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="69"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="75"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="78"/>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="79"/>
        <source>solving…</source>
        <translation>résolution…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="97"/>
        <source>book line is strict</source>
        <translation>la solution du livre est stricte</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="126"/>
        <source>bad FEN: %1</source>
        <translation>FEN incorrecte : %1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="130"/>
        <source>no stipulation and no book solution</source>
        <translation>ni énoncé ni solution du livre</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="150"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="150"/>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="151"/>
        <source>Stipulation</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="151"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="152"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="152"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="153"/>
        <source>Book / notes</source>
        <translation>Livre / remarques</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="236"/>
        <source>the collection</source>
        <translation>le recueil</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="237"/>
        <source>Verification of %1</source>
        <translation>Vérification de %1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="246"/>
        <source>(mate in %1)</source>
        <translation>(mat en %1)</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="250"/>
        <source>keys: %1</source>
        <translation>clés : %1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="255"/>
        <source>book: %1</source>
        <translation>livre : %1</translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <location filename="../wording.py" line="16"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="17"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="22"/>
        <source>Red general</source>
        <translation>général rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="23"/>
        <source>Red advisor</source>
        <translation>conseiller rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="24"/>
        <source>Red elephant</source>
        <translation>éléphant rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="25"/>
        <source>Red horse</source>
        <translation>cheval rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="26"/>
        <source>Red chariot</source>
        <translation>char rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="27"/>
        <source>Red cannon</source>
        <translation>canon rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="28"/>
        <source>Red soldier</source>
        <translation>soldat rouge</translation>
    </message>
    <message>
        <location filename="../wording.py" line="31"/>
        <source>Black general</source>
        <translation>général noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="32"/>
        <source>Black advisor</source>
        <translation>conseiller noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="33"/>
        <source>Black elephant</source>
        <translation>éléphant noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="34"/>
        <source>Black horse</source>
        <translation>cheval noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="35"/>
        <source>Black chariot</source>
        <translation>char noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="36"/>
        <source>Black cannon</source>
        <translation>canon noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="37"/>
        <source>Black soldier</source>
        <translation>soldat noir</translation>
    </message>
    <message>
        <location filename="../wording.py" line="50"/>
        <source>generals</source>
        <comment>red</comment>
        <translation>généraux</translation>
    </message>
    <message>
        <location filename="../wording.py" line="51"/>
        <source>advisors</source>
        <comment>red</comment>
        <translation>conseillers</translation>
    </message>
    <message>
        <location filename="../wording.py" line="52"/>
        <source>elephants</source>
        <comment>red</comment>
        <translation>éléphants</translation>
    </message>
    <message>
        <location filename="../wording.py" line="53"/>
        <source>horses</source>
        <comment>red</comment>
        <translation>chevaux</translation>
    </message>
    <message>
        <location filename="../wording.py" line="54"/>
        <source>chariots</source>
        <comment>red</comment>
        <translation>chars</translation>
    </message>
    <message>
        <location filename="../wording.py" line="55"/>
        <source>cannons</source>
        <comment>red</comment>
        <translation>canons</translation>
    </message>
    <message>
        <location filename="../wording.py" line="56"/>
        <source>soldiers</source>
        <comment>red</comment>
        <translation>soldats</translation>
    </message>
    <message>
        <location filename="../wording.py" line="59"/>
        <source>generals</source>
        <comment>black</comment>
        <translation>généraux</translation>
    </message>
    <message>
        <location filename="../wording.py" line="60"/>
        <source>advisors</source>
        <comment>black</comment>
        <translation>conseillers</translation>
    </message>
    <message>
        <location filename="../wording.py" line="61"/>
        <source>elephants</source>
        <comment>black</comment>
        <translation>éléphants</translation>
    </message>
    <message>
        <location filename="../wording.py" line="62"/>
        <source>horses</source>
        <comment>black</comment>
        <translation>chevaux</translation>
    </message>
    <message>
        <location filename="../wording.py" line="63"/>
        <source>chariots</source>
        <comment>black</comment>
        <translation>chars</translation>
    </message>
    <message>
        <location filename="../wording.py" line="64"/>
        <source>cannons</source>
        <comment>black</comment>
        <translation>canons</translation>
    </message>
    <message>
        <location filename="../wording.py" line="65"/>
        <source>soldiers</source>
        <comment>black</comment>
        <translation>soldats</translation>
    </message>
    <message>
        <location filename="../wording.py" line="76"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../wording.py" line="84"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
</TS>
