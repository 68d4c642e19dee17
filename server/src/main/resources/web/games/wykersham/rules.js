// Wykersham's rules page, in our own words (docs/wykersham.md and /work/shared/rules/wykersham.md
// decide the open points). Diagrams: the spec and turns in the game's notation, played by the server.

const SPEC = 'wykersham';
/** Turns 1 to 6 of the game used as the example in docs/wykersham.md. */
const OPENING = ['start 5-3, 4-4: #@0 ; #@1', '6-5: 6@4 ; 5@4', '4-4: #@2 ; #@3', '6-5: 6@3 ; 5@3',
  '4-2: 4@4 ; 2@0', '6-5: 6@2 ; 5@2'];
/** A diagonal line ■/ completed by placing only (no slide yet, so no goal). */
const DIAGONAL = ['start 5-3, 3-2: 2@0 ; 3@1', '6-6: #@4 ; 6@4', '4-4: #@2 ; 4@3', '6-5: 6@3 ; 5@3', '5-1: 5@4 ; 1@0'];

const D = {
  empty: { spec: SPEC, turns: [] },
  diagonal: { spec: SPEC, turns: DIAGONAL },
  beforeSlide: { spec: SPEC, turns: [...OPENING, '5-1: 5@4 ...'] },
  goal: { spec: SPEC, turns: [...OPENING, '5-1: 5@4< ...'] },
  after: { spec: SPEC, turns: [...OPENING, '5-1: 5@4< take(1,1,1,1,1) ; 1@1', '3-3: #@0 ; 3@0>'] },
};
const fig = (d, caption) => ({ ...d, caption });

export default {
  en: [
    {
      title: 'The game in brief',
      paragraphs: [
        'Wykersham is a game for two from 1980, played with marbles, two dice and a board of sliding rails. '
          + 'Each player has <b>30 marbles</b> and plays <b>15 turns</b>, two marbles a turn. You score by '
          + 'lining up your marbles across the five rails and then <i>sliding</i> a rail: the slide turns your '
          + 'complete lines into a goal, and the marbles you take off the board are your points.',
        'Player <b>A</b> sits at the bottom of the board (south), player <b>B</b> at the top (north). '
          + 'Who plays first is decided by a roll of one die each; the seats never change.',
      ],
    },
    {
      title: 'The board',
      paragraphs: [
        'Five <b>rails</b> run from left to right, each with a row of 11 <b>cups</b>. Rail 0 is nearest A, '
          + 'rail 4 nearest B. The middle rail (rail 2) never moves; the four others slide left or right one '
          + 'notch at a time, at most two notches from where they started.',
        'A wooden <b>frame</b> lies over the board and shows <b>seven columns</b>. Marbles are only ever put '
          + 'into cups standing inside the frame. Cups outside it (drawn in the shade) keep their marbles and '
          + 'still count for lines, and a slide may bring them back inside.',
        'The columns are numbered <b>1 2 3 ■ 4 5 6</b>; ■ is the middle column. Each player reads the numbers '
          + 'from their own left, so B’s 1 is A’s 6, B’s 2 is A’s 5, and ■ is the same for both. '
          + 'On the board the numbers in blue are A’s, those in orange B’s.',
        'A cup may hold any number of marbles, but you may not put a marble into a cup that holds one of '
          + 'your opponent’s, unless the cup is <b>shared</b>: every cup of the middle rail is shared '
          + '(drawn with a dotted golden rim) and may hold both colours.',
      ],
      diagrams: [fig(D.empty, 'The board at the start: all rails centred, two cups of each rail outside the frame on each side.')],
    },
    {
      title: 'Lines',
      paragraphs: [
        'A <b>line</b> takes one cup from each of the five rails: either straight across (the same column on '
          + 'every rail) or diagonal (one column further on each rail). A line is named after the column of its '
          + 'middle-rail cup and its slant: <code>■|</code> straight, <code>3/</code> leaning to the right as it '
          + 'goes up, <code>4\\</code> leaning to the left.',
        'A line is <b>complete</b> for you when each of its five cups holds at least one of your marbles '
          + '(a shared cup may hold your opponent’s too). A diagonal may run through cups outside the frame. '
          + 'The board draws complete lines in the owner’s colour.',
        'Completing a line is not yet a goal: only a slide scores.',
      ],
      diagrams: [fig(D.diagonal, 'A has completed the diagonal ■/ by placing marbles; nothing is scored until A slides a rail.')],
    },
    {
      title: 'A turn',
      paragraphs: [
        '<b>Roll the two dice.</b> They are never added: each die names a column. With 4 and 2, one marble goes '
          + 'into column 4 and the other into column 2, in the order you like. With a double, say 3 and 3, '
          + 'either both marbles go into ■, or one into ■ and one into 3 (in either order), but never both into 3.',
        '<b>For each marble in turn:</b> choose a cup in a column the dice still allow, on any rail. The cup must '
          + 'not hold an opponent’s marble (unless it is shared), and its rail must not have been slid earlier in '
          + 'this turn. Then you may <b>slide that rail</b> one notch left or right, or leave it. The middle rail '
          + 'never slides, no rail goes beyond two notches, and if your first marble’s rail was slid this turn, a '
          + 'second slide must go the same way.',
        'If no cup of the allowed columns can take the marble, it is <b>forfeited</b>: it leaves your supply and '
          + 'counts one point for your opponent (this happens by itself; the second marble is then forfeited as '
          + 'well). With the standard shared middle rail, a legal cup always exists, so nothing is forfeited.',
      ],
      diagrams: [fig(D.beforeSlide, 'A (roll 5-1) has put a marble in column 5 of rail 4. Sliding rail 4 to the left will bring A’s other marble into column ■.')],
    },
    {
      title: 'Goals',
      paragraphs: [
        'After a slide, <b>every line complete for the player who slid</b> is a goal line, including lines that '
          + 'were already complete before. Lines the slide completes for the opponent score nothing for them.',
        'The goal is settled at once. Either <b>keep</b> everything where it is, or <b>take</b>: from <i>every</i> '
          + 'cup of the goal lines remove at least one and up to all of your own marbles (never your opponent’s). '
          + 'Each marble removed is one point, for good. Kept marbles can score later, through another slide.',
        'Then the turn goes on with the second marble, or passes to the opponent.',
      ],
      diagrams: [
        fig(D.goal, 'A slid rail 4 to the left: the straight line ■| is complete, a goal (gold). The ringed cup is the one being settled.'),
        fig(D.after, 'A took one marble from each of the five cups (5 points). Then B placed two marbles and slid rail 0 to the right.'),
      ],
    },
    {
      title: 'End of the game',
      paragraphs: [
        'The game ends after the 30th turn (15 for each player), when all marbles have been played. Your score '
          + 'is the marbles you took off the board plus the marbles your opponent forfeited; marbles left on the '
          + 'board count nothing. The higher score wins; equal scores are a draw. Resigning ends the game at once.',
      ],
    },
    {
      title: 'Variants',
      paragraphs: [
        'The old rule text can be read in several ways; the lobby offers the other readings as options.',
        '<b>Shared cups</b>: <code>centre-rail</code> (standard) makes every cup of the middle rail shared; '
          + '<code>middle-line</code> shares a cup only while it stands in column ■ (a cup holding both colours '
          + 'that leaves ■ counts for both players but takes no more marbles until it is back).',
        '<b>Column labels</b>: <code>per-player</code> (standard) or <code>shared</code>, where B also reads the '
          + 'numbers from A’s left.',
        '<b>A goal-making slide is compulsory</b>: if a slide of the rail you just played on would score, you '
          + 'must make such a slide (keeping the marbles afterwards is still allowed).',
        '<b>Take goal lines one at a time</b>: instead of one goal, you take the goal lines one by one, each '
          + 'only while it is still complete, at least one marble from each of its five cups, and stop when you wish.',
        '<b>Lines complete before the slide do not score</b>: only lines the slide itself completes are goal lines.',
      ],
    },
    {
      title: 'Playing here',
      paragraphs: [
        'The server rolls the dice for both players. When it is your turn, the cups you may choose glow green: '
          + 'click one. If a slide is possible, arrows appear at both ends of the rail (a golden arrow scores a '
          + 'goal); click one, or “no slide”. When a slide scores, the panel under the board offers “keep '
          + 'everything”, “take one from each cup”, “take them all”, or a count for the cup ringed in gold. '
          + 'Your turn is sent once its last decision is made; until then “start the turn again” undoes it.',
        'Turns are written like <code>5-1: 5@4&lt; take(1,1,1,1,1) ; 1@1</code>: the roll, then each marble as '
          + 'column@rail, the slide (<code>&lt;</code> or <code>&gt;</code>) and the settlement, one count per goal cup.',
      ],
    },
  ],
  fr: [
    {
      title: 'Le jeu en bref',
      paragraphs: [
        'Wykersham est un jeu pour deux joueurs de 1980, avec des billes, deux dés et un plateau de glissières. '
          + 'Chaque joueur a <b>30 billes</b> et joue <b>15 tours</b>, deux billes par tour. On marque en alignant '
          + 'ses billes à travers les cinq glissières puis en <i>faisant glisser</i> une glissière : le glissement '
          + 'transforme les lignes complètes en but, et les billes retirées du plateau sont les points.',
        'Le joueur <b>A</b> est assis en bas du plateau (au sud), le joueur <b>B</b> en haut (au nord). Chacun lance '
          + 'un dé pour savoir qui commence ; les places ne changent jamais.',
      ],
    },
    {
      title: 'Le plateau',
      paragraphs: [
        'Cinq <b>glissières</b> vont de gauche à droite, chacune avec une rangée de 11 <b>godets</b>. La glissière 0 '
          + 'est la plus proche de A, la 4 la plus proche de B. Celle du milieu (la 2) ne bouge jamais ; les quatre '
          + 'autres glissent à gauche ou à droite d’un cran à la fois, au plus de deux crans depuis le départ.',
        'Un <b>cadre</b> en bois recouvre le plateau et montre <b>sept colonnes</b>. Les billes ne se posent que '
          + 'dans les godets à l’intérieur du cadre. Les godets hors du cadre (dessinés dans l’ombre) gardent leurs '
          + 'billes, comptent toujours pour les lignes, et un glissement peut les ramener dans le cadre.',
        'Les colonnes sont numérotées <b>1 2 3 ■ 4 5 6</b> ; ■ est la colonne du milieu. Chacun lit les numéros '
          + 'depuis sa propre gauche : le 1 de B est le 6 de A, le 2 de B le 5 de A, et ■ est commun. Sur le '
          + 'plateau, les numéros bleus sont ceux de A, les orange ceux de B.',
        'Un godet peut contenir autant de billes qu’on veut, mais on ne peut pas poser une bille dans un godet qui '
          + 'contient une bille adverse, sauf s’il est <b>partagé</b> : tous les godets de la glissière du milieu '
          + 'sont partagés (bord doré en pointillé) et acceptent les deux couleurs.',
      ],
      diagrams: [fig(D.empty, 'Le plateau au départ : glissières centrées, deux godets de chaque glissière hors du cadre de chaque côté.')],
    },
    {
      title: 'Les lignes',
      paragraphs: [
        'Une <b>ligne</b> prend un godet sur chacune des cinq glissières : tout droit (la même colonne partout) ou '
          + 'en diagonale (une colonne de plus à chaque glissière). Elle porte le nom de la colonne de son godet '
          + 'du milieu et de sa pente : <code>■|</code> droite, <code>3/</code> penchée vers la droite en montant, '
          + '<code>4\\</code> penchée vers la gauche.',
        'Une ligne est <b>complète</b> pour vous quand chacun de ses cinq godets contient au moins une de vos billes '
          + '(un godet partagé peut contenir aussi des billes adverses). Une diagonale peut passer par des godets '
          + 'hors du cadre. Le plateau trace les lignes complètes à la couleur de leur propriétaire.',
        'Compléter une ligne n’est pas encore un but : seul un glissement marque.',
      ],
      diagrams: [fig(D.diagonal, 'A a complété la diagonale ■/ en posant des billes ; rien n’est marqué tant que A n’a pas fait glisser une glissière.')],
    },
    {
      title: 'Un tour',
      paragraphs: [
        '<b>Lancez les deux dés.</b> On ne les additionne jamais : chaque dé désigne une colonne. Avec 4 et 2, une '
          + 'bille va dans la colonne 4 et l’autre dans la colonne 2, dans l’ordre de votre choix. Avec un double, '
          + 'par exemple 3 et 3, soit les deux billes vont dans ■, soit l’une dans ■ et l’autre dans 3 (dans '
          + 'n’importe quel ordre), mais jamais les deux dans 3.',
        '<b>Pour chaque bille à son tour :</b> choisissez un godet dans une colonne encore permise par les dés, sur '
          + 'n’importe quelle glissière. Le godet ne doit pas contenir de bille adverse (sauf s’il est partagé), et '
          + 'sa glissière ne doit pas avoir glissé plus tôt dans ce tour. Ensuite vous pouvez <b>faire glisser '
          + 'cette glissière</b> d’un cran à gauche ou à droite, ou la laisser. La glissière du milieu ne glisse '
          + 'jamais, aucune ne dépasse deux crans, et si la glissière de la première bille a glissé ce tour-ci, un '
          + 'second glissement doit aller dans le même sens.',
        'Si aucun godet des colonnes permises ne peut recevoir la bille, elle est <b>perdue</b> : elle quitte votre '
          + 'réserve et rapporte un point à l’adversaire (cela se fait tout seul ; la seconde bille est alors perdue '
          + 'aussi). Avec la glissière du milieu partagée (règle standard), il existe toujours un godet permis.',
      ],
      diagrams: [fig(D.beforeSlide, 'A (dés 5-1) a posé une bille dans la colonne 5 de la glissière 4. Faire glisser la glissière 4 vers la gauche amènera l’autre bille de A dans la colonne ■.')],
    },
    {
      title: 'Les buts',
      paragraphs: [
        'Après un glissement, <b>toute ligne complète pour le joueur qui a fait glisser</b> est une ligne de but, '
          + 'y compris celles qui l’étaient déjà avant. Les lignes complétées pour l’adversaire ne lui rapportent rien.',
        'Le but se règle tout de suite. Soit vous <b>gardez</b> tout en place, soit vous <b>prenez</b> : dans '
          + '<i>chaque</i> godet des lignes de but, retirez au moins une et au plus toutes vos propres billes '
          + '(jamais celles de l’adversaire). Chaque bille retirée vaut un point, définitivement. Les billes '
          + 'gardées pourront marquer plus tard, par un autre glissement.',
        'Le tour continue alors avec la seconde bille, ou passe à l’adversaire.',
      ],
      diagrams: [
        fig(D.goal, 'A a fait glisser la glissière 4 vers la gauche : la ligne droite ■| est complète, c’est un but (en or). Le godet cerclé est celui qu’on règle.'),
        fig(D.after, 'A a pris une bille dans chacun des cinq godets (5 points). Puis B a posé deux billes et fait glisser la glissière 0 vers la droite.'),
      ],
    },
    {
      title: 'Fin de la partie',
      paragraphs: [
        'La partie s’arrête après le 30<sup>e</sup> tour (15 par joueur), quand toutes les billes ont été jouées. '
          + 'Votre score est le nombre de billes que vous avez retirées du plateau plus les billes perdues par '
          + 'l’adversaire ; les billes restées sur le plateau ne comptent pas. Le plus haut score gagne ; à égalité, '
          + 'c’est nul. Abandonner termine la partie immédiatement.',
      ],
    },
    {
      title: 'Variantes',
      paragraphs: [
        'L’ancienne règle se lit de plusieurs façons ; le salon propose les autres lectures en options.',
        '<b>Godets partagés</b> : <code>centre-rail</code> (standard) partage tous les godets de la glissière du '
          + 'milieu ; <code>middle-line</code> ne partage un godet que tant qu’il se trouve dans la colonne ■ (un '
          + 'godet bicolore qui quitte ■ compte pour les deux joueurs mais n’accepte plus de billes avant d’y revenir).',
        '<b>Numéros des colonnes</b> : <code>per-player</code> (standard) ou <code>shared</code>, où B lit lui aussi '
          + 'les numéros depuis la gauche de A.',
        '<b>Glissement marquant obligatoire</b> : si un glissement de la glissière qu’on vient de jouer marquerait '
          + 'un but, on doit faire un tel glissement (on peut ensuite garder les billes).',
        '<b>Prendre les lignes de but une à une</b> : au lieu d’un seul but, on prend les lignes de but l’une '
          + 'après l’autre, chacune seulement si elle est encore complète, au moins une bille dans chacun de ses '
          + 'cinq godets, et on s’arrête quand on veut.',
        '<b>Les lignes complètes avant le glissement ne marquent pas</b> : seules les lignes que le glissement '
          + 'complète lui-même sont des lignes de but.',
      ],
    },
    {
      title: 'Jouer ici',
      paragraphs: [
        'Le serveur lance les dés pour les deux joueurs. À votre tour, les godets permis brillent en vert : '
          + 'cliquez-en un. Si un glissement est possible, des flèches apparaissent aux deux bouts de la glissière '
          + '(une flèche dorée marque un but) ; cliquez-en une, ou « ne pas glisser ». Quand un glissement marque, '
          + 'le panneau sous le plateau propose « tout garder », « une par godet », « tout prendre », ou un nombre '
          + 'pour le godet cerclé d’or. Le tour part dès sa dernière décision ; d’ici là, « recommencer le tour » l’annule.',
        'Les tours s’écrivent ainsi : <code>5-1: 5@4&lt; take(1,1,1,1,1) ; 1@1</code> — les dés, puis chaque '
          + 'bille en colonne@glissière, le glissement (<code>&lt;</code> ou <code>&gt;</code>) et le règlement, un '
          + 'nombre par godet du but.',
      ],
    },
  ],
  de: [
    {
      title: 'Das Spiel in Kürze',
      paragraphs: [
        'Wykersham ist ein Spiel für zwei aus dem Jahr 1980, mit Kugeln, zwei Würfeln und einem Brett aus '
          + 'Schiebeschienen. Jeder hat <b>30 Kugeln</b> und spielt <b>15 Züge</b>, zwei Kugeln pro Zug. Man punktet, '
          + 'indem man seine Kugeln über die fünf Schienen hinweg aufreiht und dann eine Schiene <i>verschiebt</i>: '
          + 'das Schieben macht aus vollen Linien ein Tor, und die vom Brett genommenen Kugeln sind die Punkte.',
        'Spieler <b>A</b> sitzt unten am Brett (Süden), Spieler <b>B</b> oben (Norden). Wer beginnt, entscheidet '
          + 'ein Wurf mit je einem Würfel; die Plätze wechseln nie.',
      ],
    },
    {
      title: 'Das Brett',
      paragraphs: [
        'Fünf <b>Schienen</b> laufen von links nach rechts, jede mit einer Reihe von 11 <b>Mulden</b>. Schiene 0 '
          + 'liegt A am nächsten, Schiene 4 B. Die mittlere Schiene (2) bewegt sich nie; die vier anderen lassen sich '
          + 'um je eine Raste nach links oder rechts schieben, höchstens zwei Rasten weit von der Ausgangslage.',
        'Ein <b>Rahmen</b> aus Holz liegt über dem Brett und zeigt <b>sieben Spalten</b>. Kugeln kommen nur in '
          + 'Mulden innerhalb des Rahmens. Mulden außerhalb (im Schatten gezeichnet) behalten ihre Kugeln, zählen '
          + 'weiter für Linien, und ein Schieben kann sie zurück in den Rahmen bringen.',
        'Die Spalten heißen <b>1 2 3 ■ 4 5 6</b>; ■ ist die mittlere. Jeder liest die Zahlen von seiner eigenen '
          + 'linken Seite: Bs 1 ist As 6, Bs 2 ist As 5, und ■ ist für beide gleich. Auf dem Brett sind die blauen '
          + 'Zahlen die von A, die orangen die von B.',
        'Eine Mulde fasst beliebig viele Kugeln, aber in eine Mulde mit einer gegnerischen Kugel darf man nicht '
          + 'setzen, außer sie ist <b>gemeinsam</b>: alle Mulden der mittleren Schiene sind gemeinsam (gepunkteter '
          + 'goldener Rand) und nehmen beide Farben auf.',
      ],
      diagrams: [fig(D.empty, 'Das Brett zu Beginn: alle Schienen mittig, auf jeder Seite zwei Mulden jeder Schiene außerhalb des Rahmens.')],
    },
    {
      title: 'Linien',
      paragraphs: [
        'Eine <b>Linie</b> nimmt von jeder der fünf Schienen eine Mulde: gerade (auf jeder Schiene dieselbe Spalte) '
          + 'oder schräg (von Schiene zu Schiene eine Spalte weiter). Sie heißt nach der Spalte ihrer Mulde auf der '
          + 'mittleren Schiene und ihrer Neigung: <code>■|</code> gerade, <code>3/</code> nach oben rechts geneigt, '
          + '<code>4\\</code> nach oben links.',
        'Eine Linie ist für Sie <b>voll</b>, wenn jede ihrer fünf Mulden mindestens eine Ihrer Kugeln enthält '
          + '(eine gemeinsame Mulde darf auch gegnerische enthalten). Schräge Linien dürfen durch Mulden außerhalb '
          + 'des Rahmens laufen. Das Brett zeichnet volle Linien in der Farbe ihres Besitzers.',
        'Eine volle Linie ist noch kein Tor: nur ein Schieben punktet.',
      ],
      diagrams: [fig(D.diagonal, 'A hat die Schräge ■/ durch Setzen vervollständigt; gewertet wird erst, wenn A eine Schiene schiebt.')],
    },
    {
      title: 'Ein Zug',
      paragraphs: [
        '<b>Würfeln Sie mit beiden Würfeln.</b> Sie werden nie addiert: jeder Würfel nennt eine Spalte. Bei 4 und 2 '
          + 'kommt eine Kugel in Spalte 4, die andere in Spalte 2, in beliebiger Reihenfolge. Bei einem Pasch, etwa '
          + '3 und 3, kommen entweder beide Kugeln in ■ oder eine in ■ und eine in 3 (in beliebiger Reihenfolge), '
          + 'nie beide in 3.',
        '<b>Für jede Kugel der Reihe nach:</b> wählen Sie eine Mulde in einer Spalte, die die Würfel noch erlauben, '
          + 'auf einer beliebigen Schiene. Die Mulde darf keine gegnerische Kugel enthalten (außer sie ist gemeinsam), '
          + 'und ihre Schiene darf in diesem Zug noch nicht geschoben worden sein. Danach dürfen Sie <b>diese Schiene '
          + 'schieben</b>, eine Raste nach links oder rechts, oder sie lassen. Die mittlere Schiene wird nie geschoben, '
          + 'keine über zwei Rasten hinaus, und wurde die Schiene der ersten Kugel in diesem Zug geschoben, muss ein '
          + 'zweites Schieben in dieselbe Richtung gehen.',
        'Kann keine Mulde der erlaubten Spalten die Kugel aufnehmen, <b>verfällt</b> sie: sie verlässt Ihren Vorrat '
          + 'und zählt einen Punkt für den Gegner (das geschieht von selbst; die zweite Kugel verfällt dann auch). '
          + 'Mit der gemeinsamen mittleren Schiene (Standard) gibt es immer eine erlaubte Mulde.',
      ],
      diagrams: [fig(D.beforeSlide, 'A (Wurf 5-1) hat eine Kugel in Spalte 5 der Schiene 4 gesetzt. Schiebt A Schiene 4 nach links, kommt As andere Kugel in Spalte ■.')],
    },
    {
      title: 'Tore',
      paragraphs: [
        'Nach einem Schieben ist <b>jede für den Schiebenden volle Linie</b> eine Torlinie, auch solche, die schon '
          + 'vorher voll waren. Linien, die das Schieben für den Gegner vervollständigt, bringen ihm nichts.',
        'Das Tor wird sofort abgerechnet. Entweder lassen Sie alles <b>liegen</b>, oder Sie <b>nehmen</b>: aus '
          + '<i>jeder</i> Mulde der Torlinien mindestens eine und höchstens alle eigenen Kugeln (nie die des Gegners). '
          + 'Jede genommene Kugel ist ein Punkt, endgültig. Liegen gelassene Kugeln können später durch ein '
          + 'weiteres Schieben punkten.',
        'Dann geht der Zug mit der zweiten Kugel weiter oder an den Gegner über.',
      ],
      diagrams: [
        fig(D.goal, 'A hat Schiene 4 nach links geschoben: die gerade Linie ■| ist voll, ein Tor (gold). Die umrandete Mulde wird gerade abgerechnet.'),
        fig(D.after, 'A hat aus jeder der fünf Mulden eine Kugel genommen (5 Punkte). Dann hat B zwei Kugeln gesetzt und Schiene 0 nach rechts geschoben.'),
      ],
    },
    {
      title: 'Spielende',
      paragraphs: [
        'Die Partie endet nach dem 30. Zug (15 je Spieler), wenn alle Kugeln gespielt sind. Ihre Punkte sind die '
          + 'Kugeln, die Sie vom Brett genommen haben, plus die verfallenen Kugeln des Gegners; Kugeln auf dem Brett '
          + 'zählen nicht. Wer mehr Punkte hat, gewinnt; bei Gleichstand ist es ein Remis. Aufgeben beendet die '
          + 'Partie sofort.',
      ],
    },
    {
      title: 'Varianten',
      paragraphs: [
        'Der alte Regeltext lässt mehrere Lesarten zu; die Lobby bietet die anderen als Optionen an.',
        '<b>Gemeinsame Mulden</b>: <code>centre-rail</code> (Standard) macht alle Mulden der mittleren Schiene '
          + 'gemeinsam; <code>middle-line</code> nur die Mulde, die gerade in Spalte ■ steht (eine zweifarbige Mulde, '
          + 'die ■ verlässt, zählt für beide, nimmt aber bis zur Rückkehr keine Kugeln mehr auf).',
        '<b>Spaltenbeschriftung</b>: <code>per-player</code> (Standard) oder <code>shared</code>, bei der auch B die '
          + 'Zahlen von As linker Seite aus liest.',
        '<b>Torbringendes Schieben ist Pflicht</b>: würde ein Schieben der eben gespielten Schiene ein Tor bringen, '
          + 'muss man so schieben (liegen lassen darf man danach trotzdem).',
        '<b>Torlinien einzeln nehmen</b>: statt eines Tores nimmt man die Torlinien eine nach der anderen, jede nur, '
          + 'solange sie noch voll ist, mindestens eine Kugel aus jeder ihrer fünf Mulden, und hört auf, wann man will.',
        '<b>Vor dem Schieben volle Linien zählen nicht</b>: nur Linien, die das Schieben selbst vervollständigt, '
          + 'sind Torlinien.',
      ],
    },
    {
      title: 'Hier spielen',
      paragraphs: [
        'Der Server würfelt für beide Spieler. Sind Sie am Zug, leuchten die wählbaren Mulden grün: klicken Sie eine '
          + 'an. Ist ein Schieben möglich, erscheinen Pfeile an beiden Enden der Schiene (ein goldener Pfeil bringt '
          + 'ein Tor); klicken Sie einen an oder „nicht schieben“. Bringt ein Schieben ein Tor, bietet die Leiste unter '
          + 'dem Brett „alles liegen lassen“, „eine aus jeder Mulde“, „alle nehmen“ oder eine Anzahl für die golden '
          + 'umrandete Mulde. Der Zug wird mit seiner letzten Entscheidung gesendet; bis dahin macht „Zug neu '
          + 'beginnen“ ihn rückgängig.',
        'Züge werden so geschrieben: <code>5-1: 5@4&lt; take(1,1,1,1,1) ; 1@1</code> — der Wurf, dann jede Kugel als '
          + 'Spalte@Schiene, das Schieben (<code>&lt;</code> oder <code>&gt;</code>) und die Abrechnung, eine Zahl je '
          + 'Tormulde.',
      ],
    },
  ],
};
