<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../play/analysis.py" line="103"/>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="104"/>
        <source>UCI engine…</source>
        <translation>Moteur UCI…</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="105"/>
        <source>Game position</source>
        <translation>Position de la partie</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="106"/>
        <source>Editor position</source>
        <translation>Position de l'éditeur</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="107"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="108"/>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="110"/>
        <source>Lines:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="109"/>
        <source>Position:</source>
        <translation>Position :</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="111"/>
        <source>How many of the best moves to show, each with its line</source>
        <translation>Combien des meilleurs coups montrer, chacun avec sa suite</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="222"/>
        <source>No legal move: the game is over.</source>
        <translation>Aucun coup légal : la partie est finie.</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="181"/>
        <source>Give the path of the UCI engine</source>
        <translation>Indiquez le chemin du moteur UCI</translation>
    </message>
    <message>
        <location filename="../play/analysis.py" line="250"/>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
</context>
<context>
    <name>CollectionPanel</name>
    <message>
        <location filename="../collection_panel.py" line="93"/>
        <source>Previous puzzle</source>
        <translation>Problème précédent</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="94"/>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="95"/>
        <source>Move the puzzle up</source>
        <translation>Monter le problème</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="96"/>
        <source>Move the puzzle down</source>
        <translation>Descendre le problème</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="97"/>
        <source>Add a copy of the current puzzle to the collection</source>
        <translation>Ajouter une copie du problème courant au recueil</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="98"/>
        <source>Remove the current puzzle from the collection</source>
        <translation>Retirer le problème courant du recueil</translation>
    </message>
    <message>
        <location filename="../collection_panel.py" line="113"/>
        <source>(untitled)</source>
        <translation>(sans titre)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../export/dialog.py" line="57"/>
        <source>PDF booklet</source>
        <translation>Livret PDF</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="58"/>
        <source>HTML page</source>
        <translation>Page HTML</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="59"/>
        <source>SVG diagram</source>
        <translation>Diagramme SVG</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="60"/>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="86"/>
        <location filename="../export/dialog.py" line="321"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="103"/>
        <source>Current problem</source>
        <translation>Problème courant</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="104"/>
        <source>All problems</source>
        <translation>Tous les problèmes</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="106"/>
        <source>Diagrams: the current problem, or one file per problem in a folder. A booklet or a web page always holds the whole collection.</source>
        <translation>Diagrammes : le problème courant, ou un fichier par problème dans un dossier. Un livret ou une page web contient toujours tout le recueil.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="111"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="113"/>
        <source>Chinese</source>
        <translation>Chinoise</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="116"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="117"/>
        <source>Traditional</source>
        <translation>Traditionnelles</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="119"/>
        <source>Black and white (print)</source>
        <translation>Noir et blanc (impression)</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="120"/>
        <source>Arrow for the key move</source>
        <translation>Flèche pour la clé</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="122"/>
        <source>Western letters on pieces</source>
        <translation>Lettres occidentales sur les pièces</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="130"/>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="131"/>
        <source>Problems:</source>
        <translation>Problèmes :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="132"/>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="133"/>
        <source>Diagrams per page:</source>
        <translation>Diagrammes par page :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="134"/>
        <source>Solution notation:</source>
        <translation>Notation des solutions :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="135"/>
        <source>Coordinates:</source>
        <translation>Coordonnées :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="139"/>
        <source>Image width:</source>
        <translation>Largeur de l’image :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="140"/>
        <source>Resolution:</source>
        <translation>Résolution :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="144"/>
        <source>Copy share string</source>
        <translation>Copier le texte à partager</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="150"/>
        <source>Share:</source>
        <translation>Partager :</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="175"/>
        <source>Cancel export</source>
        <translation>Annuler l’exportation</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="179"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="283"/>
        <source>Nothing to export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="287"/>
        <source>Page {0}</source>
        <translation>Page {0}</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="289"/>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="309"/>
        <source>Share string copied.</source>
        <translation>Texte à partager copié.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="319"/>
        <source>Export diagrams to folder</source>
        <translation>Exporter les diagrammes dans un dossier</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="342"/>
        <source>Exporting…</source>
        <translation>Exportation…</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="356"/>
        <source>Export cancelled.</source>
        <translation>Exportation annulée.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="378"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="384"/>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="392"/>
        <source>problems</source>
        <translation>problèmes</translation>
    </message>
    <message numerus="yes">
        <location filename="../export/dialog.py" line="440"/>
        <source>; %n problem(s) noted</source>
        <translation>
            <numerusform>; %n anomalie relevée</numerusform>
            <numerusform>; %n anomalies relevées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="442"/>
        <source>Wrote {0} ({1} pages){2}.</source>
        <translation>{0} écrit ({1} pages){2}.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="448"/>
        <location filename="../export/dialog.py" line="449"/>
        <source>Wrote {0}.</source>
        <translation>{0} écrit.</translation>
    </message>
    <message>
        <location filename="../export/dialog.py" line="446"/>
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
        <location filename="../files.py" line="90"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../files.py" line="91"/>
        <source>&amp;Examples</source>
        <translation>&amp;Exemples</translation>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location filename="../files.py" line="93"/>
        <source>Start a new puzzle file</source>
        <translation>Commencer un nouveau fichier de problèmes</translation>
    </message>
    <message>
        <location filename="../files.py" line="94"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../files.py" line="95"/>
        <source>Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</source>
        <translation>Ouvrir un fichier de problèmes (natif, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)</translation>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../files.py" line="97"/>
        <source>Save the collection</source>
        <translation>Enregistrer le recueil</translation>
    </message>
    <message>
        <location filename="../files.py" line="98"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../files.py" line="99"/>
        <source>Save the collection under another name or format</source>
        <translation>Enregistrer le recueil sous un autre nom ou format</translation>
    </message>
    <message>
        <location filename="../files.py" line="100"/>
        <source>Save as &amp;Finished Puzzle</source>
        <translation>Enregistrer comme problème &amp;terminé</translation>
    </message>
    <message>
        <location filename="../files.py" line="102"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <location filename="../files.py" line="102"/>
        <source>Forget the recent files</source>
        <translation>Oublier les fichiers récents</translation>
    </message>
    <message>
        <location filename="../files.py" line="103"/>
        <source>S&amp;tart Page</source>
        <translation>Page d’&amp;accueil</translation>
    </message>
    <message>
        <location filename="../files.py" line="104"/>
        <source>Play, the collections that come with Paiju, New and Open, recent games and files</source>
        <translation>Jouer, les recueils fournis avec Paiju, Nouveau et Ouvrir, les parties et fichiers récents</translation>
    </message>
    <message>
        <location filename="../files.py" line="142"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../files.py" line="143"/>
        <source>The puzzle file has unsaved changes. Save them?</source>
        <translation>Le fichier de problèmes a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../files.py" line="158"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../files.py" line="160"/>
        <location filename="../files.py" line="174"/>
        <location filename="../files.py" line="177"/>
        <location filename="../files.py" line="199"/>
        <location filename="../files.py" line="209"/>
        <source>Open Puzzles</source>
        <translation>Ouvrir des problèmes</translation>
    </message>
    <message>
        <location filename="../files.py" line="178"/>
        <source>%1 holds no puzzle.</source>
        <translation>%1 ne contient aucun problème.</translation>
    </message>
    <message numerus="yes">
        <location filename="../files.py" line="188"/>
        <source>Opened %1: %n puzzle(s)</source>
        <translation>
            <numerusform>%1 ouvert : %n problème</numerusform>
            <numerusform>%1 ouvert : %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../files.py" line="210"/>
        <source>Some records could not be read:</source>
        <translation>Certains enregistrements n’ont pas pu être lus :</translation>
    </message>
    <message>
        <location filename="../files.py" line="229"/>
        <location filename="../files.py" line="257"/>
        <location filename="../files.py" line="269"/>
        <source>Save Puzzles</source>
        <translation>Enregistrer les problèmes</translation>
    </message>
    <message>
        <location filename="../files.py" line="247"/>
        <source>Saved with the puzzle marked finished: %1</source>
        <translation>Enregistré, problème marqué terminé : %1</translation>
    </message>
    <message>
        <location filename="../files.py" line="258"/>
        <source>%1 is read-only. Replace it anyway?</source>
        <translation>%1 est en lecture seule. Le remplacer quand même ?</translation>
    </message>
    <message>
        <location filename="../files.py" line="276"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../files.py" line="289"/>
        <source>Save, with the current puzzle marked finished (no draft tag): only when its setup is legal. Soundness is the solver's verdict (Solve menu).</source>
        <translation>Enregistrer en marquant le problème courant terminé (sans l’étiquette brouillon) : seulement si sa position est légale. La correction est le verdict du solveur (menu Résoudre).</translation>
    </message>
    <message>
        <location filename="../files.py" line="300"/>
        <source>%1 (switch on composer mode to accept warnings)</source>
        <translation>%1 (activez le mode compositeur pour accepter les avertissements)</translation>
    </message>
    <message>
        <location filename="../files.py" line="354"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique : %1</translation>
    </message>
    <message>
        <location filename="../files.py" line="368"/>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location filename="../files.py" line="369"/>
        <source>Paiju did not close properly last time. Restore the unsaved work that was saved automatically?</source>
        <translation>Paiju ne s’est pas fermé correctement la dernière fois. Restaurer le travail non enregistré sauvegardé automatiquement ?</translation>
    </message>
</context>
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../play/game_list.py" line="36"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="40"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="41"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="41"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="49"/>
        <source>Kept in %1</source>
        <translation>Gardées dans %1</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="53"/>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="53"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="54"/>
        <source>Export PGN…</source>
        <translation>Exporter le PGN…</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="54"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="103"/>
        <location filename="../play/game_list.py" line="110"/>
        <source>Export Game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="104"/>
        <source>Xiangqi PGN (*.pgn)</source>
        <translation>PGN xiangqi (*.pgn)</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="119"/>
        <location filename="../play/game_list.py" line="127"/>
        <source>Delete Game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <location filename="../play/game_list.py" line="120"/>
        <source>Delete the game %1 – %2 of %3?</source>
        <translation>Supprimer la partie %1 – %2 du %3 ?</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="64"/>
        <source>Host a Room</source>
        <translation>Ouvrir une salle</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="71"/>
        <source>Red (moves first)</source>
        <translation>Rouge (joue le premier)</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="71"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="72"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="76"/>
        <source>Private (not listed in the lobby)</source>
        <translation>Privée (absente du salon)</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="78"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="79"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="80"/>
        <source>Room password</source>
        <translation>Mot de passe de la salle</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="81"/>
        <source>Your colour</source>
        <translation>Votre couleur</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="82"/>
        <source>Minutes each (0: no clock)</source>
        <translation>Minutes par joueur (0 : sans pendule)</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="83"/>
        <source>Increment (seconds)</source>
        <translation>Incrément (secondes)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="99"/>
        <source>Join a Room</source>
        <translation>Rejoindre une salle</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="102"/>
        <source>Room code, or paste the link</source>
        <translation>Code de la salle, ou collez le lien</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="107"/>
        <source>Watch only</source>
        <translation>Regarder seulement</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="109"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="110"/>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="111"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="112"/>
        <source>Room password</source>
        <translation>Mot de passe de la salle</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../online/dialogs.py" line="128"/>
        <source>Lobby</source>
        <translation>Salon</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="133"/>
        <source>%1's room — %2 vs %3</source>
        <translation>Salle de %1 — %2 contre %3</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="134"/>
        <location filename="../online/dialogs.py" line="135"/>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <location filename="../online/dialogs.py" line="139"/>
        <source>No room is listed.</source>
        <translation>Aucune salle n’est listée.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="379"/>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="464"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="464"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="465"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="465"/>
        <source>&amp;Puzzle</source>
        <translation>&amp;Problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="466"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>Close Paiju</source>
        <translation>Fermer Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="470"/>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="471"/>
        <source>Copy the position as FEN to the clipboard</source>
        <translation>Copier la position en FEN dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="472"/>
        <source>&amp;Paste FEN</source>
        <translation>C&amp;oller une FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="473"/>
        <source>Set up the position from a FEN in the clipboard (any dialect)</source>
        <translation>Placer la position d’après une FEN du presse-papiers (tout dialecte)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="474"/>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="475"/>
        <source>Remove every piece except the generals</source>
        <translation>Retirer toutes les pièces sauf les généraux</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>S&amp;tart Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>Set up the initial position</source>
        <translation>Placer la position de départ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="477"/>
        <source>Stop &amp;Placing Pieces</source>
        <translation>Arrêter de &amp;poser des pièces</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="478"/>
        <source>Drop the palette piece: clicks select and move again</source>
        <translation>Lâcher la pièce de la palette : les clics sélectionnent et déplacent à nouveau</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="479"/>
        <source>S&amp;wap Sides</source>
        <translation>&amp;Inverser les camps</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="480"/>
        <source>Swap the colours and turn the board round</source>
        <translation>Échanger les couleurs et retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="481"/>
        <source>&amp;Red to Move</source>
        <translation>&amp;Rouge au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="481"/>
        <source>Red moves first in this puzzle</source>
        <translation>Rouge joue le premier coup de ce problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="482"/>
        <source>&amp;Black to Move</source>
        <translation>&amp;Noir au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="483"/>
        <source>Black moves first in this puzzle</source>
        <translation>Noir joue le premier coup de ce problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="484"/>
        <source>&amp;Toggle Side to Move</source>
        <translation>&amp;Changer le trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="484"/>
        <source>Switch the side to move</source>
        <translation>Changer le camp au trait</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="485"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="485"/>
        <source>Language, pieces, coordinates, notation</source>
        <translation>Langue, pièces, coordonnées, notation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="486"/>
        <source>Show the board from Black's side</source>
        <translation>Voir l’échiquier du côté noir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="487"/>
        <source>&amp;Previous Puzzle</source>
        <translation>Problème &amp;précédent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="487"/>
        <source>Go to the previous puzzle</source>
        <translation>Aller au problème précédent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="488"/>
        <source>&amp;Next Puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="488"/>
        <source>Go to the next puzzle</source>
        <translation>Aller au problème suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="489"/>
        <source>&amp;Add Current Puzzle</source>
        <translation>&amp;Ajouter le problème courant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="490"/>
        <source>Add a copy of the current puzzle after it</source>
        <translation>Ajouter une copie du problème courant juste après</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="491"/>
        <source>&amp;Remove Puzzle</source>
        <translation>&amp;Retirer le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="491"/>
        <source>Remove the current puzzle</source>
        <translation>Retirer le problème courant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="492"/>
        <source>Move Puzzle &amp;Up</source>
        <translation>&amp;Monter le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="493"/>
        <source>Move the puzzle up in the list</source>
        <translation>Monter le problème dans la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="494"/>
        <source>Move Puzzle &amp;Down</source>
        <translation>&amp;Descendre le problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="495"/>
        <source>Move the puzzle down in the list</source>
        <translation>Descendre le problème dans la liste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="496"/>
        <source>&amp;Rules of Xiangqi</source>
        <translation>&amp;Règles du xiangqi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="496"/>
        <source>The rules of xiangqi</source>
        <translation>Les règles du xiangqi</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <source>&amp;About Paiju</source>
        <translation>À &amp;propos de Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <location filename="../main_window.py" line="649"/>
        <source>About Paiju</source>
        <translation>À propos de Paiju</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="499"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="499"/>
        <source>Collection</source>
        <translation>Recueil</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="500"/>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="501"/>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="515"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler « %1 »</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="516"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="517"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir « %1 »</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="518"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="566"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="589"/>
        <source>FEN copied</source>
        <translation>FEN copiée</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="595"/>
        <location filename="../main_window.py" line="597"/>
        <source>Paste FEN</source>
        <translation>Coller une FEN</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="598"/>
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>Le presse-papiers ne contient pas de FEN : %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="650"/>
        <source>&lt;b&gt;Paiju&lt;/b&gt; (排局) %1 — a studio for xiangqi problems: set up a position, check that it is legal, save it, solve it.&lt;br&gt;Piece font: Noto CJK subset, SIL Open Font License 1.1.</source>
        <translation>&lt;b&gt;Paiju&lt;/b&gt; (排局) %1 — un atelier de problèmes de xiangqi : composer une position, vérifier qu’elle est légale, l’enregistrer, la résoudre.&lt;br&gt;Police des pièces : sous-ensemble Noto CJK, SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>MetadataPanel</name>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="52"/>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="53"/>
        <source>Stipulation</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="54"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="54"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location filename="../metadata_panel.py" line="58"/>
        <source>#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at most one quiet move</source>
        <translation>#3 = mat en 3 ; checks#5 = mat en 5 par échecs continus ; #7/q1 = mat en 7 avec au plus un coup tranquille</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="125"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="127"/>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="128"/>
        <source>The start position</source>
        <translation>La position de départ</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="130"/>
        <source>The current puzzle</source>
        <translation>Le problème en cours</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="132"/>
        <source>This FEN:</source>
        <translation>Cette FEN :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="157"/>
        <source>the level's own</source>
        <translation>celui du niveau</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="159"/>
        <source>Clocks</source>
        <translation>Pendules</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="163"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="168"/>
        <source> s per move</source>
        <translation> s par coup</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="177"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="178"/>
        <source> moves each</source>
        <translation> coups chacun</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="180"/>
        <source>Keep score of this game (1 point to the winner, 0 to the other; a draw scores neither)</source>
        <translation>Compter cette partie (1 point au gagnant, 0 à l'autre ; une nulle ne compte pour aucun)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="192"/>
        <source>Red:</source>
        <translation>Rouge :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="193"/>
        <source>Black:</source>
        <translation>Noir :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="194"/>
        <source>Computer's time per move:</source>
        <translation>Temps de l'ordinateur par coup :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="195"/>
        <source>Time control:</source>
        <translation>Cadence :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="196"/>
        <source>Draw after no capture in:</source>
        <translation>Nulle sans prise après :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="231"/>
        <source>Red player</source>
        <translation>Joueur rouge</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="232"/>
        <source>Black player</source>
        <translation>Joueur noir</translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <location filename="../online/page.py" line="138"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="138"/>
        <source>Offer Draw</source>
        <translation>Proposer nulle</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="139"/>
        <source>Ask Takeback</source>
        <translation>Demander à reprendre</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="139"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="140"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="140"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="141"/>
        <source>Save PGN…</source>
        <translation>Enregistrer PGN…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="141"/>
        <source>Leave Room</source>
        <translation>Quitter la salle</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="142"/>
        <source>Solve Against the Defence</source>
        <translation>Résoudre contre la défense</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="143"/>
        <source>Play Against the Engine</source>
        <translation>Jouer contre le moteur</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="145"/>
        <source>Chat: type and press Enter</source>
        <translation>Discussion : tapez puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="146"/>
        <source>Copy Link</source>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="147"/>
        <source>Copy the room's link to send it to a friend</source>
        <translation>Copier le lien de la salle pour l’envoyer à un ami</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="148"/>
        <source>Start a Server on This Computer</source>
        <translation>Démarrer un serveur sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="155"/>
        <source>The engine's level when you play the problem against it</source>
        <translation>Le niveau du moteur quand vous jouez le problème contre lui</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="187"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="187"/>
        <source>Online</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="188"/>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="189"/>
        <source>No Paiju server answers at %1. Start one on this computer, check the address, or leave; Paiju keeps trying meanwhile.</source>
        <translation>Aucun serveur Paiju ne répond à %1. Démarrez-en un sur cet ordinateur, vérifiez l’adresse ou quittez ; Paiju réessaie en attendant.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="192"/>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="200"/>
        <source>Link copied: send it with the room's password.</source>
        <translation>Lien copié : envoyez-le avec le mot de passe de la salle.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="209"/>
        <source>%1 came back.</source>
        <translation>%1 est revenu.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="210"/>
        <source>%1 left the room; their seat is kept for them.</source>
        <translation>%1 a quitté la salle ; sa place lui est gardée.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="237"/>
        <source>The room was closed.</source>
        <translation>La salle a été fermée.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="258"/>
        <source>Mate! Solved.</source>
        <translation>Mat ! Résolu.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="258"/>
        <source>Good move.</source>
        <translation>Bon coup.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="259"/>
        <source>Slower than necessary.</source>
        <translation>Plus lent que nécessaire.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="260"/>
        <source>That move lets the defence escape. Failed.</source>
        <translation>Ce coup laisse la défense s’échapper. Échec.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="278"/>
        <source>%1 — mate in %2</source>
        <translation>%1 — mat en %2</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="279"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="319"/>
        <source>Waiting for a second player…</source>
        <translation>En attente d’un second joueur…</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="333"/>
        <source>Red to move</source>
        <translation>Rouge au trait</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="334"/>
        <source>Black to move</source>
        <translation>Noir au trait</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="335"/>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="355"/>
        <source>Your opponent offers a draw.</source>
        <translation>Votre adversaire propose la nulle.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="356"/>
        <source>Your opponent asks to take back a move.</source>
        <translation>Votre adversaire demande à reprendre un coup.</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="365"/>
        <source>Room %1 — share this link (or %2):</source>
        <translation>Salle %1 — partagez ce lien (ou %2) :</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="420"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../online/page.py" line="421"/>
        <source>PGN games (*.pgn)</source>
        <translation>Parties PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>OnlinePart</name>
    <message>
        <location filename="../online/integration.py" line="61"/>
        <location filename="../online/integration.py" line="62"/>
        <source>&amp;Online</source>
        <translation>En &amp;ligne</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="64"/>
        <source>&amp;Host a Room…</source>
        <translation>&amp;Ouvrir une salle…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="65"/>
        <source>Open a room on a server and invite a friend</source>
        <translation>Ouvrir une salle sur un serveur et inviter un ami</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="66"/>
        <source>&amp;Join a Room…</source>
        <translation>&amp;Rejoindre une salle…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="67"/>
        <source>Enter a room with its code or link and its password</source>
        <translation>Entrer dans une salle avec son code ou son lien et son mot de passe</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="68"/>
        <source>&amp;Share the Puzzle in a Room…</source>
        <translation>&amp;Partager le problème dans une salle…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="69"/>
        <source>Friends solve the current puzzle against the solver or the engine; a scoreboard keeps count</source>
        <translation>Des amis résolvent le problème courant contre le solveur ou le moteur ; un tableau des scores tient le compte</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="71"/>
        <source>&amp;Lobby…</source>
        <translation>&amp;Salon…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="71"/>
        <source>The rooms a server lists</source>
        <translation>Les salles listées par un serveur</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="72"/>
        <source>Leave the Room</source>
        <translation>Quitter la salle</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="72"/>
        <source>Close the connection</source>
        <translation>Fermer la connexion</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="140"/>
        <source>Share the Puzzle</source>
        <translation>Partager le problème</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="141"/>
        <source>The current puzzle needs a legal position and a stipulation (mate in N) to be shared.</source>
        <translation>Pour être partagé, le problème courant doit avoir une position légale et un énoncé (mat en N).</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="145"/>
        <source>Share the Puzzle in a Room</source>
        <translation>Partager le problème dans une salle</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="155"/>
        <source>Join a Room</source>
        <translation>Rejoindre une salle</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="163"/>
        <source>Lobby</source>
        <translation>Salon</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="164"/>
        <source>The server %1 does not answer.</source>
        <translation>Le serveur %1 ne répond pas.</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="193"/>
        <source>Starting a server on this computer (port %1)…</source>
        <translation>Démarrage d’un serveur sur cet ordinateur (port %1)…</translation>
    </message>
    <message>
        <location filename="../online/integration.py" line="205"/>
        <source>The server on this computer stopped: %1</source>
        <translation>Le serveur de cet ordinateur s’est arrêté : %1</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message numerus="yes">
        <location filename="../palette.py" line="107"/>
        <source>%1: none left, a side has at most %n of them (a pasted FEN may hold more; validation then names the extra ones)</source>
        <translation>
            <numerusform>%1 : plus aucune, un camp en a au plus %n (une FEN collée peut en avoir plus ; la validation nomme alors celles en trop)</numerusform>
            <numerusform>%1 : plus aucune, un camp en a au plus %n (une FEN collée peut en avoir plus ; la validation nomme alors celles en trop)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../palette.py" line="110"/>
        <source>%1: click, then click points on the board; or drag it onto the board. Escape or a right click on an empty point puts it back</source>
        <translation>%1 : cliquer, puis cliquer des points de l’échiquier ; ou la faire glisser sur l’échiquier. Échap ou un clic droit sur un point vide la repose</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../play/page.py" line="256"/>
        <source>New Game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="256"/>
        <source>Play Problem…</source>
        <translation>Jouer le problème…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="257"/>
        <source>Take Back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="257"/>
        <source>Flip Board</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="258"/>
        <location filename="../play/page.py" line="612"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="258"/>
        <source>Offer Draw</source>
        <translation>Proposer nulle</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="259"/>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="259"/>
        <source>Games…</source>
        <translation>Parties…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="260"/>
        <source>Save PGN…</source>
        <translation>Enregistrer PGN…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="260"/>
        <source>Open Game…</source>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="261"/>
        <source>Scores…</source>
        <translation>Scores…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="261"/>
        <source>Back to Editor</source>
        <translation>Retour à l'éditeur</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="505"/>
        <source>Analysing the game…</source>
        <translation>Analyse de la partie…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="517"/>
        <source>Game analysed: click the graph to see a move</source>
        <translation>Partie analysée : cliquez sur le graphique pour voir un coup</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="553"/>
        <source>Game in Progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="559"/>
        <source>This game is not finished. Score it as a loss for %1 (resigned), or abandon it without a score?</source>
        <translation>Cette partie n'est pas finie. La compter comme perdue par %1 (abandon), ou l'abandonner sans score ?</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="561"/>
        <source>Resign and Score</source>
        <translation>Abandonner et compter</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="563"/>
        <source>This game is not finished (it is not scored). Abandon it?</source>
        <translation>Cette partie n'est pas finie (elle n'est pas comptée). L'abandonner ?</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="565"/>
        <source>Abandon</source>
        <translation>Abandonner sans score</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="566"/>
        <source>Keep Playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="613"/>
        <source>%1 resigns: %2 wins the game. Resign?</source>
        <translation>%1 abandonne : %2 gagne la partie. Abandonner ?</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="663"/>
        <source>%1 holds no game</source>
        <translation>%1 ne contient aucune partie</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="279"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="360"/>
        <source>%1 to move — the computer is thinking…</source>
        <translation>%1 au trait — l'ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="362"/>
        <source>%1 to move — check!</source>
        <translation>%1 au trait — échec !</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="364"/>
        <source>%1 to move</source>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="366"/>
        <source>(showing move %1 of %2)</source>
        <translation>(coup %1 sur %2 affiché)</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="276"/>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="266"/>
        <source>Play the current puzzle out against the computer (not scored)</source>
        <translation>Jouer le problème courant contre l'ordinateur (non compté)</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="267"/>
        <source>Take back your last move (not after a scored result)</source>
        <translation>Reprendre votre dernier coup (pas après un résultat compté)</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="268"/>
        <source>The engine scores every position of the game: the graph below the moves</source>
        <translation>Le moteur évalue chaque position de la partie : le graphique sous les coups</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="270"/>
        <source>Finished games kept in the user data folder: replay, export, analyse</source>
        <translation>Parties terminées gardées dans le dossier de données : rejouer, exporter, analyser</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="277"/>
        <source>Red's advantage over the game (up: Red, down: Black); click to show that move</source>
        <translation>L'avantage de Rouge au fil de la partie (en haut : Rouge, en bas : Noir) ; cliquez pour voir ce coup</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="394"/>
        <location filename="../play/page.py" line="502"/>
        <source>Engine problem: %1</source>
        <translation>Problème de moteur : %1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="430"/>
        <source>Not kept: %1</source>
        <translation>Non gardée : %1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="449"/>
        <source>Not scored: %1</source>
        <translation>Non compté : %1</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="452"/>
        <source>Scores: %1 %2, %3 %4</source>
        <translation>Scores : %1 %2, %3 %4</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="627"/>
        <source>Draw Offer</source>
        <translation>Proposition de nulle</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="628"/>
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation>%1 propose la nulle. %2 accepte-t-il ?</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="634"/>
        <source>The draw offer is declined.</source>
        <translation>La proposition de nulle est refusée.</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="638"/>
        <location filename="../play/page.py" line="645"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="639"/>
        <source>Xiangqi PGN (*.pgn)</source>
        <translation>PGN xiangqi (*.pgn)</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="647"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../play/page.py" line="655"/>
        <location filename="../play/page.py" line="662"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
</context>
<context>
    <name>PlayPart</name>
    <message>
        <location filename="../play/integration.py" line="66"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="68"/>
        <location filename="../play/integration.py" line="86"/>
        <source>Play &amp;Mode</source>
        <translation>&amp;Mode jeu</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="69"/>
        <source>A game board: two players, or against the computer</source>
        <translation>Un échiquier de partie : deux joueurs, ou contre l'ordinateur</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="70"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="71"/>
        <source>Start a game from the start position, the puzzle or a FEN</source>
        <translation>Commencer une partie depuis la position de départ, le problème ou une FEN</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="72"/>
        <source>Play &amp;Problem Against the Computer…</source>
        <translation>Jouer le &amp;problème contre l'ordinateur…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="73"/>
        <source>Play the current puzzle out as attacker or defender</source>
        <translation>Jouer le problème en cours en attaque ou en défense</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="74"/>
        <source>&amp;Scores…</source>
        <translation>&amp;Scores…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="74"/>
        <source>Games won by each player</source>
        <translation>Parties gagnées par chaque joueur</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="75"/>
        <source>&amp;Games…</source>
        <translation>&amp;Parties…</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="76"/>
        <source>Finished games kept in the user data folder: replay, export, analyse</source>
        <translation>Parties terminées gardées dans le dossier de données : rejouer, exporter, analyser</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="78"/>
        <source>Analyse the &amp;Game</source>
        <translation>Analyser la &amp;partie</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="79"/>
        <source>The engine scores every position of the game: the evaluation graph</source>
        <translation>Le moteur évalue chaque position de la partie : le graphique d'évaluation</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="81"/>
        <source>&amp;Analyse the Editor Position</source>
        <translation>&amp;Analyser la position de l'éditeur</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="82"/>
        <source>The engine's score and best line for the edited position</source>
        <translation>L'évaluation du moteur et sa meilleure suite pour la position éditée</translation>
    </message>
    <message>
        <location filename="../play/integration.py" line="85"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../play/dialogs.py" line="48"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="50"/>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="52"/>
        <source>UCI engine…</source>
        <translation>Moteur UCI…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="54"/>
        <source>Player's name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="57"/>
        <source>Path of the UCI engine, e.g. /usr/games/fairy-stockfish</source>
        <translation>Chemin du moteur UCI, p. ex. /usr/games/fairy-stockfish</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="58"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="80"/>
        <source>UCI engine</source>
        <translation>Moteur UCI</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="110"/>
        <source>Give the path of the UCI engine</source>
        <translation>Indiquez le chemin du moteur UCI</translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <location filename="../play/dialogs.py" line="264"/>
        <source>Play the Problem Against the Computer</source>
        <translation>Jouer le problème contre l'ordinateur</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="271"/>
        <source>I attack (the side to move)</source>
        <translation>J'attaque (le camp au trait)</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="273"/>
        <source>I defend</source>
        <translation>Je défends</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="276"/>
        <source>Player's name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="279"/>
        <source>A problem played out is practice: it is not scored.</source>
        <translation>Jouer un problème est un entraînement : il n'est pas compté.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="281"/>
        <source>The built-in engine is not installed.</source>
        <translation>Le moteur intégré n'est pas installé.</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="288"/>
        <source>Computer:</source>
        <translation>Ordinateur :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="289"/>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <location filename="../play/dialogs.py" line="311"/>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../help.py" line="90"/>
        <source>Rules of xiangqi</source>
        <translation>Règles du xiangqi</translation>
    </message>
</context>
<context>
    <name>ScoresDialog</name>
    <message>
        <location filename="../play/scores_view.py" line="28"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="32"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="33"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="33"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="39"/>
        <source>1 point for the winner, 0 for the other; draws count as neither.</source>
        <translation>1 point au gagnant, 0 à l'autre ; les nulles ne comptent pour personne.</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="43"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="45"/>
        <source>Reset…</source>
        <translation>Remettre à zéro…</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="68"/>
        <location filename="../play/scores_view.py" line="75"/>
        <source>Export Scores</source>
        <translation>Exporter les scores</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="69"/>
        <source>CSV table (*.csv)</source>
        <translation>Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="83"/>
        <source>Reset Scores</source>
        <translation>Remettre les scores à zéro</translation>
    </message>
    <message>
        <location filename="../play/scores_view.py" line="84"/>
        <source>Forget the scores of every player? This cannot be undone.</source>
        <translation>Oublier les scores de tous les joueurs ? C'est définitif.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../settings.py" line="65"/>
        <source>Settings</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../settings.py" line="69"/>
        <source>Chinese characters</source>
        <translation>Caractères chinois</translation>
    </message>
    <message>
        <location filename="../settings.py" line="70"/>
        <source>Western letters</source>
        <translation>Lettres occidentales</translation>
    </message>
    <message>
        <location filename="../settings.py" line="71"/>
        <source>ICCS (a–i, 0–9)</source>
        <translation>ICCS (a–i, 0–9)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="72"/>
        <source>Traditional (一–九 / 1–9)</source>
        <translation>Traditionnelles (一–九 / 1–9)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="73"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../settings.py" line="74"/>
        <source>By language (中文 in Chinese, WXF otherwise)</source>
        <translation>Selon la langue (中文 en chinois, WXF sinon)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="76"/>
        <source>Chinese (炮二平五)</source>
        <translation>Chinoise (炮二平五)</translation>
    </message>
    <message>
        <location filename="../settings.py" line="78"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../settings.py" line="78"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../settings.py" line="79"/>
        <source>Coordinates</source>
        <translation>Coordonnées</translation>
    </message>
    <message>
        <location filename="../settings.py" line="79"/>
        <source>Move notation</source>
        <translation>Notation des coups</translation>
    </message>
</context>
<context>
    <name>SolutionTree</name>
    <message>
        <location filename="../solving/tree_view.py" line="49"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="49"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="86"/>
        <source>mate</source>
        <translation>mat</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="88"/>
        <source>dual</source>
        <translation>dual</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="90"/>
        <source>not expanded</source>
        <translation>non développé</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="91"/>
        <source>check</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="95"/>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="97"/>
        <source>longest</source>
        <translation>la plus longue</translation>
    </message>
    <message>
        <location filename="../solving/tree_view.py" line="99"/>
        <source>duals: %1</source>
        <translation>duals : %1</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <location filename="../solving/panel.py" line="198"/>
        <source>Mate in</source>
        <translation>Mat en</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="199"/>
        <source>Quiet moves</source>
        <translation>Coups tranquilles</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="200"/>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="201"/>
        <source>Goal</source>
        <translation>But</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="202"/>
        <source>mate</source>
        <translation>mat</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="202"/>
        <source>to play and win (先胜)</source>
        <translation>jouer et gagner (先胜)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="203"/>
        <source>to play and draw (先和)</source>
        <translation>jouer et faire nulle (先和)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="205"/>
        <source>Mate in a number of moves, or a study: the side to move plays and wins or draws</source>
        <translation>Mat en un nombre de coups, ou une étude : le camp au trait joue et gagne ou fait nulle</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="208"/>
        <source>Checks only</source>
        <translation>Échecs seulement</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="209"/>
        <source>Checks only (every attacker move checks)</source>
        <translation>Échecs seulement (chaque coup de l’attaquant fait échec)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="210"/>
        <source>any number</source>
        <translation>nombre libre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="211"/>
        <source>At most this many non-checking attacker moves</source>
        <translation>Au plus ce nombre de coups de l’attaquant sans échec</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="212"/>
        <source>Chinese (炮二平五)</source>
        <translation>Chinoise (炮二平五)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="214"/>
        <location filename="../solving/panel.py" line="602"/>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="215"/>
        <source>Prove the stipulated mate and look for cooks (F5)</source>
        <translation>Prouver le mat demandé et chercher les démolitions (F5)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="216"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="217"/>
        <source>Save result into the puzzle</source>
        <translation>Enregistrer le résultat dans le problème</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="218"/>
        <source>Store the proven stipulation and the main line in the puzzle (undoable)</source>
        <translation>Inscrire dans le problème l’énoncé prouvé et la variante principale (annulable)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="220"/>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="221"/>
        <source>Previous move of the main line</source>
        <translation>Coup précédent de la variante principale</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="222"/>
        <source>Next move of the main line</source>
        <translation>Coup suivant de la variante principale</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="223"/>
        <source>Final position</source>
        <translation>Position finale</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="232"/>
        <source> move(s)</source>
        <comment>suffix after a number</comment>
        <translation>
            <numerusform> coup</numerusform>
            <numerusform> coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="314"/>
        <source>Solving %1…</source>
        <translation>Résolution : %1…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="350"/>
        <source>position %v of %m</source>
        <translation>position %v sur %m</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="351"/>
        <source>Verifying %1…</source>
        <translation>Vérification : %1…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="364"/>
        <source>stopped before a verdict</source>
        <translation>arrêté avant un verdict</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="400"/>
        <source>Proved by the tables, the rules or the mate prover: %n position(s).</source>
        <translation>
            <numerusform>Prouvé par les tables, les règles ou le prouveur de mat : %n position.</numerusform>
            <numerusform>Prouvé par les tables, les règles ou le prouveur de mat : %n positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="401"/>
        <source>Only checked by the engine: %n position(s).</source>
        <translation>
            <numerusform>Seulement vérifié par le moteur : %n position.</numerusform>
            <numerusform>Seulement vérifié par le moteur : %n positions.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="409"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="428"/>
        <source>mates in %n move(s)</source>
        <translation>
            <numerusform>mate en %n coup</numerusform>
            <numerusform>mate en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="430"/>
        <source>is mated in %n move(s)</source>
        <translation>
            <numerusform>est maté en %n coup</numerusform>
            <numerusform>est maté en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="432"/>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="433"/>
        <source>only checked: the engine (depth %1) says %2</source>
        <translation>seulement vérifié : le moteur (profondeur %1) donne %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="436"/>
        <source>won, mate in %n ply(s)</source>
        <translation>
            <numerusform>gagné, mat en %n demi-coup</numerusform>
            <numerusform>gagné, mat en %n demi-coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="438"/>
        <source>lost, mated in %n ply(s)</source>
        <translation>
            <numerusform>perdu, maté en %n demi-coup</numerusform>
            <numerusform>perdu, maté en %n demi-coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="440"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="440"/>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="441"/>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="443"/>
        <source>proved by the tables: %1</source>
        <translation>prouvé par les tables : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="444"/>
        <source>the game ends, %1 (%2)</source>
        <translation>la partie s'achève, %1 (%2)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="461"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="479"/>
        <source>checking position %1 of %2 of the main line</source>
        <translation>vérification de la position %1 sur %2 de la ligne principale</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="483"/>
        <source>proving the length</source>
        <translation>preuve de la longueur</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="483"/>
        <source>finding the keys</source>
        <translation>recherche des clés</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="484"/>
        <source>looking for tries</source>
        <translation>recherche des essais</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="484"/>
        <source>building the tree</source>
        <translation>construction de l’arbre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="485"/>
        <source>checking the book line</source>
        <translation>vérification de la solution du livre</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="487"/>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="489"/>
        <source>%1 · depth %2 · %3 nodes · %4 nodes/s</source>
        <translation>%1 · profondeur %2 · %3 nœuds · %4 nœuds/s</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="492"/>
        <source>depth %v of %m</source>
        <translation>profondeur %v sur %m</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="496"/>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="509"/>
        <source>Verified in %1</source>
        <translation>Vérifié en %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="519"/>
        <source>%1 node(s) in %2 (%3 nodes/s)</source>
        <translation>
            <numerusform>%1 nœud en %2 (%3 nœuds/s)</numerusform>
            <numerusform>%1 nœuds en %2 (%3 nœuds/s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="558"/>
        <source>shortest mate: %1</source>
        <translation>mat le plus court : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="568"/>
        <source>Keys: %1</source>
        <translation>Clés : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="569"/>
        <source>Key: %1</source>
        <translation>Clé : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="576"/>
        <source>1. %1? but 1… %2!</source>
        <translation>1. %1 ? mais 1… %2 !</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="578"/>
        <source>Tries: %1</source>
        <translation>Essais : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="579"/>
        <source>Looking for tries and building the tree…</source>
        <translation>Recherche des essais et construction de l’arbre…</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="581"/>
        <source>No tries (no first move refuted by a single defence)</source>
        <translation>Aucun essai (aucun premier coup réfuté par une seule défense)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="584"/>
        <source>Book: %1</source>
        <translation>Livre : %1</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="586"/>
        <source>(the tree was cut off)</source>
        <translation>(l’arbre a été tronqué)</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="602"/>
        <source>Verify</source>
        <translation>Vérifier</translation>
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
        <translation>Le problème contient déjà ce résultat.</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="687"/>
        <source>Save solver result</source>
        <translation>Enregistrer le résultat du solveur</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/panel.py" line="691"/>
        <source>Saved into the puzzle: %1 and the main line (%n move(s)); Undo takes it back.</source>
        <translation>
            <numerusform>Enregistré dans le problème : %1 et la ligne principale (%n coup) ; Annuler revient en arrière.</numerusform>
            <numerusform>Enregistré dans le problème : %1 et la ligne principale (%n coups) ; Annuler revient en arrière.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="708"/>
        <source>Save study verdict</source>
        <translation>Enregistrer le verdict de l'étude</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="713"/>
        <source>Saved into the puzzle: %1 and its verdict; Undo takes it back.</source>
        <translation>Enregistré dans le problème : %1 et son verdict ; Annuler revient en arrière.</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="725"/>
        <source>Save a cooked result?</source>
        <translation>Enregistrer un résultat démoli ?</translation>
    </message>
    <message>
        <location filename="../solving/panel.py" line="726"/>
        <source>The puzzle is cooked: %1 keys (%2). Save the stipulation and the main line of the first key anyway?</source>
        <translation>Le problème est démoli : %1 clés (%2). Enregistrer quand même l’énoncé et la variante principale de la première clé ?</translation>
    </message>
</context>
<context>
    <name>SolvingPart</name>
    <message>
        <location filename="../solving/integration.py" line="81"/>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="82"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="86"/>
        <location filename="../solving/integration.py" line="89"/>
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="85"/>
        <location filename="../solving/integration.py" line="87"/>
        <source>Back to editing</source>
        <translation>Retour à l’édition</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="83"/>
        <source>&lt;b&gt;Verification&lt;/b&gt; — double-click a puzzle to open it in the editor</source>
        <translation>&lt;b&gt;Vérification&lt;/b&gt; — double-cliquer un problème pour l’ouvrir dans l’éditeur</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="89"/>
        <location filename="../solving/integration.py" line="114"/>
        <source>Prove the stipulated mate and look for cooks, or verify a study</source>
        <translation>Prouver le mat demandé et chercher les démolitions, ou vérifier une étude</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>S&amp;top Solving</source>
        <translation>&amp;Arrêter la résolution</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="91"/>
        <source>Stop the running search</source>
        <translation>Arrêter la recherche en cours</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="92"/>
        <source>&amp;Verify Collection</source>
        <translation>&amp;Vérifier le recueil</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="93"/>
        <source>Solve every puzzle of the collection in the background</source>
        <translation>Résoudre en arrière-plan tous les problèmes du recueil</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="95"/>
        <source>Verification &amp;Results</source>
        <translation>&amp;Résultats de la vérification</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="96"/>
        <source>The table of the last verification</source>
        <translation>Le tableau de la dernière vérification</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="97"/>
        <source>&amp;Train on This Puzzle</source>
        <translation>S’&amp;entraîner sur ce problème</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="98"/>
        <source>Play the attacker (a study's side to move) against the best defence</source>
        <translation>Jouer l’attaquant (le camp au trait d’une étude) contre la meilleure défense</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="111"/>
        <source>Solving is disabled: %1</source>
        <translation>Résolution impossible : %1</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="164"/>
        <source>Training: you play the attacker</source>
        <translation>Entraînement : vous jouez l’attaquant</translation>
    </message>
    <message>
        <location filename="../solving/integration.py" line="165"/>
        <source>Solution board (the puzzle is not changed)</source>
        <translation>Échiquier des solutions (le problème n’est pas modifié)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="175"/>
        <source>Play a game, open one of the collections that come with Paiju, or start a puzzle of your own.</source>
        <translation>Jouez une partie, ouvrez l’un des recueils fournis avec Paiju, ou commencez votre propre problème.</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="177"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="177"/>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="178"/>
        <location filename="../start_page.py" line="274"/>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="179"/>
        <location filename="../start_page.py" line="274"/>
        <source>Recent files</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="182"/>
        <source>Against the Computer</source>
        <translation>Contre l’ordinateur</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="183"/>
        <source>A game against the built-in engine: choose its level</source>
        <translation>Une partie contre le moteur intégré : choisissez son niveau</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="184"/>
        <source>Two Players</source>
        <translation>Deux joueurs</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="184"/>
        <source>Two people at this board</source>
        <translation>Deux personnes devant ce plateau</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="185"/>
        <source>Online</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="186"/>
        <source>Host a room on a server and send its link to your opponent</source>
        <translation>Ouvrir un salon sur un serveur et envoyer son lien à votre adversaire</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="187"/>
        <source>Three Kingdoms</source>
        <translation>Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="188"/>
        <source>The three-player variant on its own board</source>
        <translation>La variante à trois joueurs, sur son propre plateau</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="193"/>
        <source>New Puzzle</source>
        <translation>Nouveau problème</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="194"/>
        <source>Set up a new puzzle</source>
        <translation>Mettre en place un nouveau problème</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="195"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="196"/>
        <source>Open a puzzle file</source>
        <translation>Ouvrir un fichier de problèmes</translation>
    </message>
    <message numerus="yes">
        <location filename="../start_page.py" line="210"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../start_page.py" line="220"/>
        <source>(no collections are installed)</source>
        <translation>(aucun recueil n’est installé)</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="236"/>
        <source>(no game kept yet: finished games come here)</source>
        <translation>(aucune partie gardée : les parties terminées viennent ici)</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="245"/>
        <source>(no file opened yet)</source>
        <translation>(aucun fichier ouvert pour l’instant)</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="275"/>
        <source>%1 is no longer there: it is taken off the list.</source>
        <translation>%1 n’existe plus : il est retiré de la liste.</translation>
    </message>
</context>
<context>
    <name>TablebasePanel</name>
    <message>
        <location filename="../tablebase_panel.py" line="124"/>
        <source>Build…</source>
        <translation>Construire…</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="125"/>
        <source>Build the endgame table that covers this material (and the smaller ones it needs)</source>
        <translation>Construire la table de finales qui couvre ce matériel (et les plus petites dont elle a besoin)</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="127"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="148"/>
        <source>The position is not legal: the validation panel says why.</source>
        <translation>La position n’est pas légale : le panneau de validation dit pourquoi.</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="160"/>
        <source>Looking the position up…</source>
        <translation>Recherche de la position…</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="176"/>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="180"/>
        <source>%1 to move wins by the perpetual-check rule</source>
        <translation>%1 au trait gagne par la règle de l’échec perpétuel</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="182"/>
        <source>%1 to move loses by the perpetual-check rule</source>
        <translation>%1 au trait perd par la règle de l’échec perpétuel</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="185"/>
        <source>%1 wins: mate in %n move(s)</source>
        <translation>
            <numerusform>%1 gagne : mat en %n coup</numerusform>
            <numerusform>%1 gagne : mat en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="191"/>
        <source>draws</source>
        <translation>annule</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="193"/>
        <source>wins by the perpetual-check rule</source>
        <translation>gagne par la règle de l’échec perpétuel</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="194"/>
        <source>loses by the perpetual-check rule</source>
        <translation>perd par la règle de l’échec perpétuel</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="196"/>
        <source>wins: mate in %n move(s)</source>
        <translation>
            <numerusform>gagne : mat en %n coup</numerusform>
            <numerusform>gagne : mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tablebase_panel.py" line="197"/>
        <source>loses: mated in %n move(s)</source>
        <translation>
            <numerusform>perd : maté en %n coup</numerusform>
            <numerusform>perd : maté en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="207"/>
        <source>Building %1…</source>
        <translation>Construction de %1…</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="217"/>
        <source>more than %1 men (generals included)</source>
        <translation>plus de %1 pièces (généraux compris)</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="219"/>
        <source>No endgame table can hold this material: %1.</source>
        <translation>Aucune table de finales ne peut contenir ce matériel : %1.</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="224"/>
        <source>No table covers this material yet: %1 would (%2 positions).</source>
        <translation>Aucune table ne couvre encore ce matériel : %1 le couvrirait (%2 positions).</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="246"/>
        <source>Build a Table</source>
        <translation>Construire une table</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="247"/>
        <source>Build %1 and the smaller tables it needs? It has %2 positions and needs about %3 MB of memory while it is built; large tables take minutes to hours.</source>
        <translation>Construire %1 et les plus petites tables dont elle a besoin ? Elle compte %2 positions et demande environ %3 Mo de mémoire pendant la construction ; les grandes tables prennent de quelques minutes à quelques heures.</translation>
    </message>
    <message>
        <location filename="../tablebase_panel.py" line="287"/>
        <source>The build failed: %1</source>
        <translation>La construction a échoué : %1</translation>
    </message>
</context>
<context>
    <name>TablebasePart</name>
    <message>
        <location filename="../tablebase_panel.py" line="327"/>
        <source>Endgame Table</source>
        <translation>Table de finales</translation>
    </message>
</context>
<context>
    <name>ThreeKingdomsPart</name>
    <message>
        <location filename="../three_kingdoms/part.py" line="68"/>
        <source>Three &amp;Kingdoms</source>
        <translation>Trois &amp;Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="69"/>
        <location filename="../three_kingdoms/part.py" line="71"/>
        <source>Three Kingdoms Board</source>
        <translation>Plateau des Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="71"/>
        <source>Show the three-player board</source>
        <translation>Afficher le plateau à trois joueurs</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="72"/>
        <source>New Game (Three Players)</source>
        <translation>Nouvelle partie (trois joueurs)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="73"/>
        <source>Hot-seat game for three, banner bearers in play</source>
        <translation>Partie à trois sur un seul écran, porte-étendards en jeu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="74"/>
        <source>New Game without Banner Bearers</source>
        <translation>Nouvelle partie sans porte-étendards</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="75"/>
        <source>Hot-seat game for three, banner bearers removed</source>
        <translation>Partie à trois sur un seul écran, sans porte-étendards</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="76"/>
        <source>Edit Three Kingdoms Position</source>
        <translation>Éditer une position des Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="77"/>
        <source>Place pieces with owner and origin; §7 validation</source>
        <translation>Placer les pièces avec propriétaire et origine ; validation du §7</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="78"/>
        <source>Open Three Kingdoms Puzzle…</source>
        <translation>Ouvrir un problème des Trois Royaumes…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="79"/>
        <source>Read a Three Kingdoms collection (.xqp)</source>
        <translation>Lire un recueil des Trois Royaumes (.xqp)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="80"/>
        <source>Save Three Kingdoms Puzzle…</source>
        <translation>Enregistrer le problème des Trois Royaumes…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="81"/>
        <source>Write the position, goal and solution (.xqp)</source>
        <translation>Écrire la position, le but et la solution (.xqp)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="82"/>
        <source>Export Three Kingdoms Board…</source>
        <translation>Exporter le plateau des Trois Royaumes…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="83"/>
        <source>PNG, SVG or PDF of the hexagonal board</source>
        <translation>PNG, SVG ou PDF du plateau hexagonal</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="84"/>
        <source>Previous Three Kingdoms Puzzle</source>
        <translation>Problème précédent (Trois Royaumes)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="85"/>
        <source>Go to the previous puzzle of the collection</source>
        <translation>Aller au problème précédent du recueil</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="86"/>
        <source>Next Three Kingdoms Puzzle</source>
        <translation>Problème suivant (Trois Royaumes)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="87"/>
        <source>Go to the next puzzle of the collection</source>
        <translation>Aller au problème suivant du recueil</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="88"/>
        <source>Stop Searching</source>
        <translation>Arrêter la recherche</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="89"/>
        <source>Stop the computer player's search or the prover</source>
        <translation>Arrêter la recherche de l’ordinateur ou le solveur</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="90"/>
        <source>Back to the Editor</source>
        <translation>Retour à l’éditeur</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="90"/>
        <source>Leave the Three Kingdoms mode</source>
        <translation>Quitter le mode Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="91"/>
        <source>Copy Position</source>
        <translation>Copier la position</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="92"/>
        <source>Copy the Three Kingdoms position as text</source>
        <translation>Copier la position des Trois Royaumes en texte</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="93"/>
        <source>Paste Position</source>
        <translation>Coller une position</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="94"/>
        <source>Start a game from a Three Kingdoms position on the clipboard</source>
        <translation>Commencer une partie depuis une position des Trois Royaumes du presse-papiers</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="96"/>
        <source>Rotate Board</source>
        <translation>Tourner le plateau</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="97"/>
        <source>Turn the board: the next kingdom comes to the bottom</source>
        <translation>Tourner le plateau : le royaume suivant vient en bas</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="121"/>
        <source>Position copied</source>
        <translation>Position copiée</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="125"/>
        <source>{k} at the bottom</source>
        <translation>{k} en bas</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="150"/>
        <source>Open Three Kingdoms Puzzle</source>
        <translation>Ouvrir un problème des Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="151"/>
        <location filename="../three_kingdoms/part.py" line="157"/>
        <source>Paiju puzzles (*.xqp)</source>
        <translation>Problèmes Paiju (*.xqp)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="156"/>
        <source>Save Three Kingdoms Puzzle</source>
        <translation>Enregistrer le problème des Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="162"/>
        <source>Export Three Kingdoms Board</source>
        <translation>Exporter le plateau des Trois Royaumes</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="164"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Images (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/part.py" line="172"/>
        <source>Three Kingdoms</source>
        <translation>Trois Royaumes</translation>
    </message>
</context>
<context>
    <name>TkCollectionPanel</name>
    <message>
        <location filename="../three_kingdoms/collection.py" line="90"/>
        <source>Previous puzzle</source>
        <translation>Problème précédent</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="92"/>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="99"/>
        <source>(untitled)</source>
        <translation>(sans titre)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="142"/>
        <source>{i} of {n}</source>
        <translation>{i} sur {n}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/collection.py" line="143"/>
        <source>{n} puzzles</source>
        <translation>{n} problèmes</translation>
    </message>
</context>
<context>
    <name>TkPage</name>
    <message>
        <location filename="../three_kingdoms/page.py" line="130"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="131"/>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="86"/>
        <location filename="../three_kingdoms/page.py" line="132"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="87"/>
        <source>Resign for {k}? {k} loses and the game ends: the other kingdom in play wins.</source>
        <translation>Abandonner pour {k} ? {k} perd et la partie s’arrête : l’autre royaume en jeu gagne.</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="89"/>
        <source>Resign for {k}? {k} loses and the game ends: the two other kingdoms share the victory.</source>
        <translation>Abandonner pour {k} ? {k} perd et la partie s’arrête : les deux autres royaumes se partagent la victoire.</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="131"/>
        <source>Paste Position</source>
        <translation>Coller une position</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/game_control.py" line="132"/>
        <source>The clipboard does not hold a Three Kingdoms position: {why}</source>
        <translation>Le presse-papiers ne contient pas de position des Trois Royaumes : {why}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="133"/>
        <source>Banner bearers in play</source>
        <translation>Porte-étendards en jeu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/page.py" line="134"/>
        <source>Edit position</source>
        <translation>Éditer la position</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="90"/>
        <source>Editor: piece, owner, origin</source>
        <translation>Éditeur : pièce, propriétaire, origine</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="91"/>
        <source>Play from here</source>
        <translation>Jouer d’ici</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="92"/>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="93"/>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="62"/>
        <source>{k}: human</source>
        <translation>{k} : humain</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="63"/>
        <source>Who plays {k}: a human, or the computer at level 1 (weakest) to 5 (strongest)</source>
        <translation>Qui joue {k} : un humain, ou l’ordinateur du niveau 1 (le plus faible) au niveau 5 (le plus fort)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="67"/>
        <source>{k}: level {n}</source>
        <translation>{k} : niveau {n}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="96"/>
        <source>erase</source>
        <translation>effacer</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="100"/>
        <source>Owner: the kingdom that moves the piece</source>
        <translation>Propriétaire : le royaume qui joue la pièce</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="102"/>
        <source>Origin: the army the piece comes from (its direction, home and palace)</source>
        <translation>Origine : l’armée d’où vient la pièce (sa direction, son camp et son palais)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="104"/>
        <source>The kingdom to move</source>
        <translation>Le royaume au trait</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="105"/>
        <source>To move:</source>
        <translation>Au trait :</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="106"/>
        <source>Defeated:</source>
        <translation>Vaincus :</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="79"/>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="80"/>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="116"/>
        <source>The computer could not move: {why}</source>
        <translation>L’ordinateur n’a pas pu jouer : {why}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="134"/>
        <location filename="../three_kingdoms/puzzle_box.py" line="138"/>
        <source>Solving stopped</source>
        <translation>Résolution arrêtée</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="167"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="168"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="169"/>
        <source>{severity}: {message}</source>
        <translation>{severity} : {message}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/editing.py" line="172"/>
        <source>A legal setup</source>
        <translation>Une position légale</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="81"/>
        <source>Within this many moves of its own</source>
        <translation>En autant de coups à lui</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="104"/>
        <source>{goal}: solving…</source>
        <translation>{goal} : résolution…</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="140"/>
        <source>{goal}: not solved (more than {n} nodes)</source>
        <translation>{goal} : non résolu (plus de {n} nœuds)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="144"/>
        <source>{goal}: not solved ({why})</source>
        <translation>{goal} : non résolu ({why})</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="157"/>
        <source> and {n} more</source>
        <translation> et {n} autres</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="159"/>
        <source>{goal}: solved in {n} (keys: {keys}); {nodes} nodes</source>
        <translation>{goal} : résolu en {n} (clés : {keys}) ; {nodes} nœuds</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/puzzle_box.py" line="167"/>
        <source>{goal}: no solution; {nodes} nodes</source>
        <translation>{goal} : pas de solution ; {nodes} nœuds</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="53"/>
        <source>Editing: click to place the chosen piece, right-click to remove it</source>
        <translation>Édition : cliquer pour placer la pièce choisie, clic droit pour la retirer</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="67"/>
        <source>{k} eliminates</source>
        <translation>{k} élimine</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="89"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="95"/>
        <source>{kingdom} to move — move {n}, {clock}/{limit}</source>
        <translation>{kingdom} au trait — coup {n}, {clock}/{limit}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="112"/>
        <source>{k}: defeated, army taken over by {t}</source>
        <translation>{k} : vaincu, armée reprise par {t}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="115"/>
        <source>{k}: defeated</source>
        <translation>{k} : vaincu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="118"/>
        <source>{k}: resigned</source>
        <translation>{k} : a abandonné</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="119"/>
        <source>{k}: ran out of time</source>
        <translation>{k} : temps écoulé</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="120"/>
        <source>{k}: left the game</source>
        <translation>{k} : a quitté la partie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/record.py" line="108"/>
        <source>, commands the army of {v}</source>
        <translation>, commande l’armée de {v}</translation>
    </message>
    <message numerus="yes">
        <location filename="../three_kingdoms/page.py" line="143"/>
        <source>{k}: in play, %n piece(s){extra}</source>
        <translation>
            <numerusform>{k} : en jeu, %n pièce{extra}</numerusform>
            <numerusform>{k} : en jeu, %n pièces{extra}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="155"/>
        <source>{k} (computer {n}) is thinking… {time}</source>
        <translation>{k} (ordinateur {n}) réfléchit… {time}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="159"/>
        <source>Solving… {nodes} nodes, {time}</source>
        <translation>Résolution… {nodes} nœuds, {time}</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="171"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/computer.py" line="174"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <location filename="../solving/training.py" line="131"/>
        <source>Start / Restart</source>
        <translation>(Re)commencer</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="132"/>
        <source>Play the current puzzle as the attacker</source>
        <translation>Jouer le problème courant comme attaquant</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="133"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="134"/>
        <source>First the piece to move, then the move</source>
        <translation>D’abord la pièce à jouer, puis le coup</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="135"/>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="136"/>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="140"/>
        <source>Press Start to play the current puzzle: you move for the attacker, the solver defends as long as it can.</source>
        <translation>Appuyez sur « (Re)commencer » pour jouer le problème courant : vous jouez l’attaquant, le solveur se défend aussi longtemps qu’il le peut.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="168"/>
        <source>Session score: %1 of %2 puzzles</source>
        <translation>Score de la séance : %1 sur %2 problèmes</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="198"/>
        <source>This puzzle cannot be played: %1</source>
        <translation>Ce problème ne peut pas être joué : %1</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="200"/>
        <source>it has no stipulation</source>
        <translation>il n’a pas d’énoncé</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="212"/>
        <source>endgame against the tables</source>
        <translation>finale contre les tables</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="224"/>
        <location filename="../solving/training.py" line="260"/>
        <location filename="../solving/training.py" line="263"/>
        <location filename="../solving/training.py" line="391"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="233"/>
        <source>No mate within the stipulation: this puzzle cannot be trained.</source>
        <translation>Pas de mat dans l’énoncé : impossible de s’entraîner sur ce problème.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="237"/>
        <source>Your move: mate in %1.</source>
        <translation>À vous : mat en %1.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="269"/>
        <source>Mate! Puzzle solved.</source>
        <translation>Mat ! Problème résolu.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="273"/>
        <source>That move throws the win away: the tables say the position is now a draw. Puzzle failed.</source>
        <translation>Ce coup gâche le gain : selon les tables, la position est maintenant nulle. Problème échoué.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="279"/>
        <source>That move does not mate and no move is left. Puzzle failed.</source>
        <translation>Ce coup ne mate pas et il ne reste aucun coup. Problème échoué.</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="281"/>
        <source>That move loses the win: the defender escapes mate within the %n move(s) left. Puzzle failed.</source>
        <translation>
            <numerusform>Ce coup perd le gain : la défense échappe au mat dans le coup restant. Problème échoué.</numerusform>
            <numerusform>Ce coup perd le gain : la défense échappe au mat dans les %n coups restants. Problème échoué.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="292"/>
        <source>Slower than necessary: mate in %1 was possible, now it takes %2 more.</source>
        <translation>Plus lent que nécessaire : un mat en %1 était possible, il en faut maintenant %2 de plus.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="291"/>
        <source>Good move.</source>
        <translation>Bon coup.</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="322"/>
        <source>The defence: %1. Your move: mate in %n move(s) with best play.</source>
        <translation>
            <numerusform>La défense : %1. À vous : mat en %n coup avec le meilleur jeu.</numerusform>
            <numerusform>La défense : %1. À vous : mat en %n coups avec le meilleur jeu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="326"/>
        <source>The defence: %1. Your move (mate within %2).</source>
        <translation>La défense : %1. À vous (mat en au plus %2).</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="332"/>
        <source>perfect (tablebase)</source>
        <translation>parfaite (tables de finales)</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="332"/>
        <source>engine</source>
        <translation>moteur</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="354"/>
        <source>Your move: %1 %2. The defence: %3.</source>
        <translation>À vous : %1 %2. La défense : %3.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="411"/>
        <source>The defence, %1: %2. Your move.</source>
        <translation>La défense, %1 : %2. À vous.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="420"/>
        <source>You won. Study solved.</source>
        <translation>Vous avez gagné. Étude résolue.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="421"/>
        <source>Drawn by the rules: the draw is held. Study solved.</source>
        <translation>Nulle selon les règles : la nulle est tenue. Étude résolue.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="423"/>
        <source>Drawn by the rules, but the study asks for a win. Study failed.</source>
        <translation>Nulle selon les règles, mais l'étude demande le gain. Étude manquée.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="425"/>
        <source>You lost. Study failed.</source>
        <translation>Vous avez perdu. Étude manquée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="426"/>
        <source>%n move(s) played and the draw held. Study solved.</source>
        <translation>
            <numerusform>%n coup joué et la nulle tenue. Étude résolue.</numerusform>
            <numerusform>%n coups joués et la nulle tenue. Étude résolue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/training.py" line="428"/>
        <source>%n move(s) played without a win. Study failed.</source>
        <translation>
            <numerusform>%n coup joué sans gagner. Étude manquée.</numerusform>
            <numerusform>%n coups joués sans gagner. Étude manquée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="430"/>
        <source>That move throws the win away: the tables say the position is no longer won. Study failed.</source>
        <translation>Ce coup laisse échapper le gain : selon les tables, la position n'est plus gagnée. Étude manquée.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="432"/>
        <source>That move loses: the tables say the position is now lost. Study failed.</source>
        <translation>Ce coup perd : selon les tables, la position est maintenant perdue. Étude manquée.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="434"/>
        <source>The tables prove the draw from here: the draw is held. Study solved.</source>
        <translation>Les tables prouvent la nulle à partir d'ici : la nulle est tenue. Étude résolue.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="448"/>
        <source>Hint: move the marked piece.</source>
        <translation>Indice : jouez la pièce marquée.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="452"/>
        <source>Hint: %1.</source>
        <translation>Indice : %1.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="462"/>
        <source>Given up. The winning move was %1.</source>
        <translation>Abandon. Le coup gagnant était %1.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="471"/>
        <source>That was the last puzzle of the collection.</source>
        <translation>C’était le dernier problème du recueil.</translation>
    </message>
    <message>
        <location filename="../solving/training.py" line="526"/>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué : %1</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../validation_panel.py" line="57"/>
        <source>Composer mode</source>
        <translation>Mode compositeur</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="58"/>
        <source>Composer mode (accept warnings)</source>
        <translation>Mode compositeur (accepter les avertissements)</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="59"/>
        <source>Allow saving an unusual but playable position as a finished puzzle: warnings no longer block it</source>
        <translation>Permettre d’enregistrer comme terminé un problème à la position inhabituelle mais jouable : les avertissements ne bloquent plus</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="80"/>
        <source>%1 has no general</source>
        <translation>%1 n’a pas de général</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="83"/>
        <source>%1 has %2 %3 (at most %4): %5</source>
        <translation>%1 a %2 %3 (au plus %4) : %5</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="86"/>
        <source>%1 is outside its palace</source>
        <translation>%1 : hors de son palais</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="88"/>
        <source>%1 is not on an advisor point</source>
        <translation>%1 : pas sur un point de conseiller</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="90"/>
        <source>%1 is not on an elephant point</source>
        <translation>%1 : pas sur un point d’éléphant</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="93"/>
        <source>%1 is behind its starting rank</source>
        <translation>%1 : derrière sa rangée de départ</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="94"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation>%1 : sur une colonne où aucun soldat ne peut se trouver avant d’avoir traversé la rivière</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="97"/>
        <source>Red soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>Soldats rouges en %1 : sur une même colonne dans leur propre camp, ce qui ne peut pas arriver dans une partie</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="99"/>
        <source>Black soldiers on %1 share a file on their own half, which cannot happen in a game</source>
        <translation>Soldats noirs en %1 : sur une même colonne dans leur propre camp, ce qui ne peut pas arriver dans une partie</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="103"/>
        <source>%1 and %2 face each other on an open file</source>
        <translation>%1 et %2 : face à face sur une colonne ouverte</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="108"/>
        <source>%1 is in check from %2, but %3 is to move</source>
        <translation>%1 est en échec par %2, mais %3 a le trait</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="111"/>
        <source>%1 is to move and has no legal move: the game is already over</source>
        <translation>%1 a le trait et n’a aucun coup légal : la partie est déjà finie</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="124"/>
        <source>The position has errors: %1</source>
        <translation>La position contient des erreurs : %1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="127"/>
        <source>The position has warnings (switch on composer mode to accept them): %1</source>
        <translation>La position a des avertissements (activez le mode compositeur pour les accepter) : %1</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="153"/>
        <source>The position is legal.</source>
        <translation>La position est légale.</translation>
    </message>
    <message>
        <location filename="../validation_panel.py" line="155"/>
        <source>%1, %2</source>
        <comment>errors, warnings</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation_panel.py" line="156"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../validation_panel.py" line="156"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
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
            <numerusform>%n correct</numerusform>
            <numerusform>%n corrects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="492"/>
        <source>%n cooked</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n démoli</numerusform>
            <numerusform>%n démolis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="493"/>
        <source>%n unsolved</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n non résolu</numerusform>
            <numerusform>%n non résolus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="494"/>
        <source>%n short</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n court</numerusform>
            <numerusform>%n courts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="495"/>
        <source>%n error(s)</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="498"/>
        <source>%1 of %2 done: %3</source>
        <comment>verification summary</comment>
        <translation>%1 sur %2 faits : %3</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="500"/>
        <source>, </source>
        <comment>verification summary</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="354"/>
        <source>Verify collection</source>
        <translation>Vérifier le recueil</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="355"/>
        <source>Solve every puzzle of the open collection and compare the book solutions with strict play</source>
        <translation>Résoudre tous les problèmes du recueil ouvert et comparer les solutions du livre au jeu strict</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="357"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="358"/>
        <source>Time per puzzle</source>
        <translation>Temps par problème</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="360"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>all puzzles</source>
        <translation>tous les problèmes</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="361"/>
        <source>only cooked</source>
        <translation>seulement les démolis</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="362"/>
        <source>only unsolved</source>
        <translation>seulement les non résolus</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="362"/>
        <source>only short</source>
        <translation>seulement les solutions courtes</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="363"/>
        <source>only errors</source>
        <translation>seulement les erreurs</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="363"/>
        <source>only book differences</source>
        <translation>seulement les écarts avec le livre</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="366"/>
        <source>Export report…</source>
        <translation>Exporter le rapport…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="483"/>
        <source>Verify solves every puzzle of the open collection.</source>
        <translation>Vérifier résout tous les problèmes du recueil ouvert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../solving/verify.py" line="497"/>
        <source>%n position(s) only</source>
        <comment>verification summary</comment>
        <translation>
            <numerusform>%n position seule</numerusform>
            <numerusform>%n positions seules</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="517"/>
        <location filename="../solving/verify.py" line="527"/>
        <source>Export Verification Report</source>
        <translation>Exporter le rapport de vérification</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="518"/>
        <source>CSV table (*.csv);;Text report (*.txt)</source>
        <translation>Tableau CSV (*.csv);;Rapport texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="528"/>
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
        <location filename="../commands.py" line="110"/>
        <source>Clear board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../commands.py" line="119"/>
        <source>Red to move</source>
        <translation>Rouge au trait</translation>
    </message>
    <message>
        <location filename="../commands.py" line="121"/>
        <source>Black to move</source>
        <translation>Noir au trait</translation>
    </message>
    <message>
        <location filename="../commands.py" line="129"/>
        <source>Swap sides</source>
        <translation>Inverser les camps</translation>
    </message>
    <message>
        <location filename="../commands.py" line="139"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../commands.py" line="167"/>
        <source>Add puzzle</source>
        <translation>Ajouter un problème</translation>
    </message>
    <message>
        <location filename="../commands.py" line="181"/>
        <source>Remove puzzle</source>
        <translation>Retirer un problème</translation>
    </message>
    <message>
        <location filename="../commands.py" line="194"/>
        <source>Reorder puzzles</source>
        <translation>Réordonner les problèmes</translation>
    </message>
</context>
<context>
    <name>durations</name>
    <message>
        <location filename="../durations.py" line="21"/>
        <source>%1 s</source>
        <comment>a duration in seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../durations.py" line="41"/>
        <source> s</source>
        <comment>unit after a number of seconds in a field</comment>
        <translation> s</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../export/wording.py" line="22"/>
        <source>Xiangqi problems</source>
        <translation>Problèmes de xiangqi</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="30"/>
        <source>invalid position</source>
        <translation>position illégale</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="31"/>
        <source>Red to move</source>
        <translation>Rouge au trait</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="32"/>
        <source>Black to move</source>
        <translation>Noir au trait</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="35"/>
        <source>%1, %2</source>
        <comment>side to move, stipulation</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="42"/>
        <source>1 problem</source>
        <translation>1 problème</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="43"/>
        <source>%n problems</source>
        <comment>none or more than one</comment>
        <translation>%n problème</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="49"/>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="50"/>
        <source>mate in %1 to %2</source>
        <translation>mat en %1 à %2</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="57"/>
        <source>Problem %1</source>
        <translation>Problème %1</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="58"/>
        <source>Problems %1–%2</source>
        <translation>Problèmes %1–%2</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="63"/>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="67"/>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="71"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../export/wording.py" line="75"/>
        <source>Made with Paiju.</source>
        <translation>Réalisé avec Paiju.</translation>
    </message>
</context>
<context>
    <name>play</name>
    <message>
        <location filename="../play/wording.py" line="19"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="19"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="33"/>
        <source>Scored: 1 point to the winner, 0 to the other; a draw scores neither.</source>
        <translation>Comptée : 1 point au gagnant, 0 à l'autre ; une nulle ne compte pour aucun.</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="36"/>
        <source>A problem played out: not scored.</source>
        <translation>Problème joué : non compté.</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="37"/>
        <source>Not scored.</source>
        <translation>Non comptée.</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="45"/>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="47"/>
        <source>%1 has no legal move</source>
        <translation>%1 n'a plus de coup légal</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="49"/>
        <source>perpetual check by %1</source>
        <translation>échec perpétuel de %1</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="51"/>
        <source>perpetual chase by %1</source>
        <translation>chasse perpétuelle de %1</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="53"/>
        <source>threefold repetition</source>
        <translation>triple répétition</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="56"/>
        <source>no capture in %1 moves</source>
        <translation>aucune prise en %1 coups</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="58"/>
        <source>%1 resigns</source>
        <translation>%1 abandonne</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="60"/>
        <source>draw agreed</source>
        <translation>nulle acceptée</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="62"/>
        <source>%1 lost on time</source>
        <translation>%1 perd au temps</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="63"/>
        <source>recorded result</source>
        <translation>résultat enregistré</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="69"/>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="71"/>
        <source>Red wins</source>
        <translation>Rouge gagne</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="73"/>
        <source>Black wins</source>
        <translation>Noir gagne</translation>
    </message>
    <message>
        <location filename="../play/wording.py" line="74"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2 : %3</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <location filename="../solving/common.py" line="52"/>
        <source>checks-only mate in %1</source>
        <translation>mat en %1 par échecs continus</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="54"/>
        <source>mate in %1 (at most 1 quiet move)</source>
        <translation>mat en %1 (au plus 1 coup tranquille)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="57"/>
        <source>mate in %1 (at most %2 quiet moves)</source>
        <translation>mat en %1 (au plus %2 coups tranquilles)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="59"/>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="71"/>
        <source>not verified yet (Solve, or paiju solve FILE)</source>
        <translation>pas encore vérifié (Résoudre, ou paiju solve FICHIER)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="77"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="78"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="84"/>
        <source>proved</source>
        <translation>prouvée</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="85"/>
        <source>checked (not proved)</source>
        <translation>contrôlée (non prouvée)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="86"/>
        <source>cooked: the side to play does better</source>
        <translation>démolie : le camp au trait fait mieux</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="87"/>
        <source>flawed: the main line's defence is not best</source>
        <translation>imparfaite : la défense de la ligne principale n’est pas la meilleure</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="88"/>
        <source>refuted</source>
        <translation>réfutée</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="89"/>
        <source>unsettled</source>
        <translation>non tranchée</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="97"/>
        <source>sound: one key, mate proven</source>
        <translation>correct : une seule clé, mat prouvé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="98"/>
        <source>cooked: more than one key</source>
        <translation>démoli : plus d’une clé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="99"/>
        <source>short solution: mates faster than stipulated</source>
        <translation>solution courte : mat plus rapide que demandé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="100"/>
        <source>no solution within the stipulation</source>
        <translation>pas de solution dans l’énoncé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="101"/>
        <source>illegal position</source>
        <translation>position illégale</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="102"/>
        <source>stopped before a verdict</source>
        <translation>arrêté avant un verdict</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="111"/>
        <source>a mate within %1 is proven</source>
        <translation>un mat en %1 coups au plus est prouvé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="115"/>
        <source>keys so far: %1 (%2 first moves not yet asked)</source>
        <translation>clés trouvées : %1 (%2 premiers coups pas encore examinés)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="120"/>
        <source>no mate within %1 is proven</source>
        <translation>aucun mat en %1 coups au plus, c’est prouvé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="123"/>
        <source>no mate by checks alone within %1</source>
        <translation>aucun mat par échecs continus en %1 coups au plus</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="134"/>
        <source>while proving the length</source>
        <translation>pendant la preuve de la longueur</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="135"/>
        <source>while finding the keys</source>
        <translation>pendant la recherche des clés</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="136"/>
        <source>while looking for tries</source>
        <translation>pendant la recherche des essais</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="137"/>
        <source>while building the tree</source>
        <translation>pendant la construction de l’arbre</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="138"/>
        <source>while checking the book line</source>
        <translation>pendant la vérification de la ligne du livre</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="139"/>
        <source>stopped on request</source>
        <translation>arrêté à la demande</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="140"/>
        <source>out of time</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="151"/>
        <source>book move %1 is not legal here</source>
        <translation>le coup du livre %1 n’est pas légal ici</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="153"/>
        <source>book move %1 lets the defender escape mate</source>
        <translation>le coup du livre %1 laisse la défense échapper au mat</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="156"/>
        <source>book move %1 mates in %2; strict play mates in %3</source>
        <translation>le coup du livre %1 mate en %2 ; le meilleur jeu mate en %3</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="159"/>
        <source>book defence %1 allows mate in %2; the longest resistance holds for %3</source>
        <translation>la défense du livre %1 permet le mat en %2 ; la plus longue résistance tient %3</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="163"/>
        <source>the book line ends before mate</source>
        <translation>la ligne du livre s’arrête avant le mat</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="170"/>
        <source>sound</source>
        <translation>correct</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="171"/>
        <source>cooked</source>
        <translation>démoli</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="172"/>
        <source>short</source>
        <translation>court</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="173"/>
        <source>no solution</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="90"/>
        <location filename="../solving/common.py" line="174"/>
        <source>illegal</source>
        <translation>illégal</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="48"/>
        <source>to play and win</source>
        <translation>joue et gagne</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="50"/>
        <source>to play and draw</source>
        <translation>joue et fait nulle</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="175"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="83"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="86"/>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="87"/>
        <source>solving…</source>
        <translation>résolution…</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="111"/>
        <source>book line is strict</source>
        <translation>la solution du livre est stricte</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="140"/>
        <source>bad FEN: %1</source>
        <translation>FEN incorrecte : %1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="101"/>
        <source>no stipulation and no book solution</source>
        <translation>ni énoncé ni solution du livre</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="81"/>
        <source>position only</source>
        <translation>position seule</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="164"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="164"/>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="165"/>
        <source>Stipulation</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="165"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="166"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="166"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="167"/>
        <source>Book / notes</source>
        <translation>Livre / remarques</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="252"/>
        <source>the collection</source>
        <translation>le recueil</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="253"/>
        <source>Verification of %1</source>
        <translation>Vérification de %1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="262"/>
        <source>(mate in %1)</source>
        <translation>(mat en %1)</translation>
    </message>
    <message>
        <location filename="../solving/common.py" line="118"/>
        <location filename="../solving/verify.py" line="266"/>
        <source>keys: %1</source>
        <translation>clés : %1</translation>
    </message>
    <message>
        <location filename="../solving/verify.py" line="271"/>
        <source>book: %1</source>
        <translation>livre : %1</translation>
    </message>
</context>
<context>
    <name>three_kingdoms</name>
    <message>
        <location filename="../three_kingdoms/wording.py" line="27"/>
        <source>Shu</source>
        <translation>Shu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="29"/>
        <source>Wu</source>
        <translation>Wu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="30"/>
        <source>Wei</source>
        <translation>Wei</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="36"/>
        <source>general</source>
        <translation>général</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="38"/>
        <source>advisor</source>
        <translation>conseiller</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="40"/>
        <source>elephant</source>
        <translation>éléphant</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="42"/>
        <source>horse</source>
        <translation>cheval</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="43"/>
        <source>chariot</source>
        <translation>char</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="45"/>
        <source>cannon</source>
        <translation>canon</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="47"/>
        <source>soldier</source>
        <translation>soldat</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="49"/>
        <source>banner bearer</source>
        <translation>porte-étendard</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="64"/>
        <source>%1 eliminates %2 in %3</source>
        <translation>%1 élimine %2 en %3</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="71"/>
        <source>%1 is defeated (its general was captured); %2 takes over its army</source>
        <translation>%1 est vaincu (son général a été pris) ; %2 reprend son armée</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="74"/>
        <source>%1 is defeated (it had no legal move); %2 takes over its army</source>
        <translation>%1 est vaincu (il n’avait aucun coup légal) ; %2 reprend son armée</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="83"/>
        <source>last general standing</source>
        <translation>dernier général en jeu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="84"/>
        <source>third repetition</source>
        <translation>troisième répétition</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="85"/>
        <source>%1-move rule</source>
        <translation>règle des %1 coups</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="87"/>
        <source>resignation</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="88"/>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="89"/>
        <source>leaving the game</source>
        <translation>départ de la partie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="96"/>
        <location filename="../three_kingdoms/wording.py" line="181"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="98"/>
        <source>%1 wins: the last kingdom with a general on the board</source>
        <translation>%1 gagne : dernier royaume à garder son général sur le plateau</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="102"/>
        <source>Draw: the same position occurred for the third time</source>
        <translation>Nulle : la même position est apparue pour la troisième fois</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="104"/>
        <source>Draw: %1 moves in a row without a capture or a defeat</source>
        <translation>Nulle : %1 coups de suite sans prise ni défaite</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="110"/>
        <source>%1 wins: %2 resigned</source>
        <translation>%1 gagne : %2 a abandonné</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="111"/>
        <source>%1 share the victory: %2 resigned</source>
        <translation>%1 se partagent la victoire : %2 a abandonné</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="113"/>
        <source>%1 wins: %2 ran out of time</source>
        <translation>%1 gagne : %2 a dépassé son temps</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="114"/>
        <source>%1 share the victory: %2 ran out of time</source>
        <translation>%1 se partagent la victoire : %2 a dépassé son temps</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="116"/>
        <source>%1 wins: %2 left</source>
        <translation>%1 gagne : %2 a quitté la partie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="117"/>
        <source>%1 share the victory: %2 left</source>
        <translation>%1 se partagent la victoire : %2 a quitté la partie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="37"/>
        <source>generals</source>
        <translation>généraux</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="39"/>
        <source>advisors</source>
        <translation>conseillers</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="41"/>
        <source>elephants</source>
        <translation>éléphants</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="42"/>
        <source>horses</source>
        <translation>chevaux</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="44"/>
        <source>chariots</source>
        <translation>chars</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="46"/>
        <source>cannons</source>
        <translation>canons</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="48"/>
        <source>soldiers</source>
        <translation>soldats</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="50"/>
        <source>banner bearers</source>
        <translation>porte-étendards</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="123"/>
        <source>%1 %2</source>
        <comment>owner kingdom, piece kind</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="127"/>
        <source>%1 (of %2)</source>
        <comment>a piece, the army it came from</comment>
        <translation>%1 (de l’armée de %2)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="132"/>
        <source>%1 on %2</source>
        <comment>a piece, a point</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="150"/>
        <source>%1 belongs to a defeated kingdom, whose general has left the board</source>
        <translation>%1 appartient à un royaume vaincu, dont le général a quitté le plateau</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="153"/>
        <source>%1 has no general</source>
        <translation>%1 n’a pas de général</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="155"/>
        <source>%1's army has %2 %3 (at most %4): %5</source>
        <translation>l’armée de %1 a %2 %3 (au plus %4) : %5</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="159"/>
        <source>%1 has changed hands, but %2 is not defeated</source>
        <translation>%1 a changé de mains, mais %2 n’est pas vaincu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="162"/>
        <source>%1 is owned by %2, which is defeated</source>
        <translation>%1 appartient à %2, qui est vaincu</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="165"/>
        <source>%1: banner bearers are removed at this table</source>
        <translation>%1 : les porte-étendards sont retirés à cette table</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="168"/>
        <source>%1 is outside its palace</source>
        <translation>%1 : hors de son palais</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="170"/>
        <source>%1 is not on an advisor point of its own palace</source>
        <translation>%1 n’est pas sur un point de conseiller de son propre palais</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="173"/>
        <source>%1 is not on an elephant point of its own half</source>
        <translation>%1 n’est pas sur un point d’éléphant de son propre camp</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="176"/>
        <source>%1 is behind its starting rank</source>
        <translation>%1 : derrière sa rangée de départ</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="178"/>
        <source>%1 is on a file where no soldier can be before crossing the river</source>
        <translation>%1 : sur une colonne où aucun soldat ne peut se trouver avant d’avoir traversé la rivière</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="182"/>
        <source>%1 soldiers on %2 share a file on their own half, which cannot happen in a game</source>
        <translation>les soldats de %1 en %2 partagent une colonne de leur propre camp, ce qui ne peut arriver en partie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="185"/>
        <source>%1 and %2 face each other on an open line</source>
        <translation>%1 et %2 se font face sur une ligne ouverte</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="188"/>
        <source>%1 general on %2 is attacked by %3, but %1 moved last (%4 is to move)</source>
        <translation>le général de %1 en %2 est attaqué par %3, mais %1 a joué en dernier (%4 est au trait)</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="192"/>
        <source>only one kingdom is in play: the game is over</source>
        <translation>un seul royaume est en jeu : la partie est finie</translation>
    </message>
    <message>
        <location filename="../three_kingdoms/wording.py" line="194"/>
        <source>%1 is to move and has no legal move: it is defeated at once</source>
        <translation>%1 est au trait et n’a aucun coup légal : il est vaincu aussitôt</translation>
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
