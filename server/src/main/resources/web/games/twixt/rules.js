// TwixT's rules page, in our own words, as the engine plays them (docs/twixt.md). Each diagram is
// a position the server plays out from the spec and turns; `highlight` rings the peg to look at.

const D = {
  aim: { spec: 'twixt(width=8,height=8)', turns: ['D2', 'B4', 'E4', 'D5', 'D6'], highlight: 'D6' },
  borders: { spec: 'twixt(width=8,height=8)', turns: ['D1', 'A4', 'E8'], highlight: ['D1', 'A4', 'E8'] },
  links: { spec: 'twixt(width=8,height=8)', turns: ['D3', 'G3', 'E6', 'B6', 'F4'], highlight: 'F4' },
  crossing: { spec: 'twixt(width=6,height=6)', turns: ['C2', 'E3', 'D4', 'C4'], highlight: 'C4' },
  removal: { spec: 'twixt(width=8,height=8)', turns: ['D3', 'C6', 'E5', 'E7', '-D3-E5 F3'], highlight: 'F3' },
  swap: { spec: 'twixt(ruleset=pp,width=8,height=8)', turns: ['F3', 'swap'], highlight: 'C6' },
  manual: { spec: 'twixt(ruleset=standard,width=8,height=8)', turns: ['D3', 'B6', 'F4', 'B3', 'C5 +C5-D3 +D3-F4'], highlight: 'C5' },
  win: { spec: 'twixt(width=7,height=7)', turns: ['C1', 'F2', 'D3', 'F4', 'C5', 'F6', 'D7'], highlight: 'D7' },
};

const en = [
  {
    title: 'The game',
    paragraphs: [
      'TwixT is a connection game for two players, <b>Red</b> and <b>Black</b>. They take turns putting pegs of their colour into the holes of a square board and joining their own pegs with links. Red tries to build an unbroken chain of pegs and links from the top edge to the bottom edge; Black, from the left edge to the right edge. Red moves first.',
      'There is no capture and nothing leaves the board (unless you choose to lift your own links): a game is a race to connect, and just as much a matter of standing in the way of the other chain.',
    ],
    diagrams: [{ ...D.aim, caption: 'Red has a chain D2–E4–D6 running down the board; Black has started across with B4–D5.' }],
  },
  {
    title: 'The board',
    paragraphs: [
      'The board is a grid of holes, 24 by 24 unless the game says otherwise (any size from 5 to 48 each way, even rectangular). The four corner holes are not used.',
      'The row of holes along the top and the one along the bottom, cut off by red lines, are <b>Red\'s border rows</b>. The columns along the left and right sides, behind black lines, are <b>Black\'s border rows</b>. You may place pegs in your own border rows but never in your opponent\'s.',
      'Holes are named by their column letter and their row number counted from the top: <code>A1</code> is the top-left corner, <code>D5</code> the fourth column, fifth row. Beyond Z the columns go on AA, AB…',
    ],
    diagrams: [{ ...D.borders, caption: 'Red has pegs in its border rows 1 and 8, Black one in its border column A. Red may never use columns A and H, Black never rows 1 and 8.' }],
  },
  {
    title: 'Pegs and links',
    paragraphs: [
      'On your turn you place <b>one peg</b> in any empty hole you may use.',
      'Two pegs of the same colour can be joined by a <b>link</b> when they are a knight\'s move apart, as in chess: two holes one way and one hole the other, the opposite corners of a 2 × 3 rectangle. Each peg can have up to eight links.',
      'With <b>automatic linking</b> (every ruleset but Standard) the links come by themselves: as soon as your peg is in, it is linked to each of your pegs a knight\'s move away, unless that link would cross a link it may not cross (next section). Links only ever join pegs; a peg with no link is still yours and may be linked later by a neighbour.',
    ],
    diagrams: [{ ...D.links, caption: 'Red\'s peg at F4 is a knight\'s move from D3 and from E6: both links appear at once.' }],
  },
  {
    title: 'Links that cross',
    paragraphs: [
      'A link can <b>never cross a link of the other colour</b>. A link already on the board is a wall for the opponent: this is how you cut their chain.',
      'Whether your <b>own</b> links may cross each other depends on the ruleset: yes in Dujardin and TwixT PP, no in Standard, T1 and OpenSpiel.',
    ],
    diagrams: [{ ...D.crossing, caption: 'Black\'s C4 is a knight\'s move from E3, but the link C4–E3 would cross Red\'s D4–C2, so it is not made.' }],
  },
  {
    title: 'Removing your own links',
    paragraphs: [
      'In the Dujardin and Standard rulesets you may, at the start of your turn, <b>remove any of your own links</b>, as many as you like, before placing your peg. Where your own links may not cross, this frees the way for a better link; where they may cross it changes little, but it stays allowed.',
      'A removed link is written with a minus sign, before the peg: <code>-D3-E5 F3</code>.',
    ],
    diagrams: [{ ...D.removal, caption: 'Red removed its link D3–E5, then placed F3, which linked to E5.' }],
  },
  {
    title: 'The swap (pie rule)',
    paragraphs: [
      'Moving first is an advantage. To keep the first player honest, the second player may, on their first turn, <b>swap</b> instead of placing a peg, and so take the first peg for themselves. Red should therefore open with a move that is neither too strong nor too weak.',
      'The rulesets swap in different ways. <b>Sides</b> (Dujardin, Standard, T1): the peg stays where it is and the players exchange colours; the player who now holds Black moves next. <b>Mirror</b> (TwixT PP): the red peg is reflected across the diagonal from the top-left corner and becomes black; Red moves next. <b>Rotate</b> (OpenSpiel): the red peg is turned a quarter turn clockwise and becomes black; this swap is not offered when the first peg stands in Red\'s border row. Mirror and rotate need a square board.',
    ],
    diagrams: [{ ...D.swap, caption: 'TwixT PP: Red opened at F3; Black swapped, and the peg became Black\'s C6, reflected across the diagonal.' }],
  },
  {
    title: 'Manual linking (Standard)',
    paragraphs: [
      'In the Standard ruleset links are not automatic. After placing your peg you choose links one by one, between <b>any</b> two of your pegs a knight\'s move apart (not only the new one), then end your turn. A link you leave out can still be added on a later turn. If no link can be added, the turn ends by itself.',
      'Added links are written with a plus sign after the peg: <code>C5 +C5-D3 +D3-F4</code>.',
    ],
    diagrams: [{ ...D.manual, caption: 'Red did not link F4 when placing it; now Red places C5 and adds both C5–D3 and the older D3–F4.' }],
  },
  {
    title: 'End of the game',
    paragraphs: [
      'You <b>win</b> as soon as an unbroken chain of your pegs and links joins your two border rows.',
      'The game is a <b>draw</b> when neither player can still connect, however the game goes on (this is checked after every move), or when the player to move has no hole left to play. A player may also resign at any time, and the players may agree to a draw.',
    ],
    diagrams: [{ ...D.win, caption: 'Red\'s chain C1–D3–C5–D7 joins row 1 to row 7: Red wins.' }],
  },
  {
    title: 'Limited pieces (optional)',
    paragraphs: [
      'A real box holds a fixed number of pegs and links per player. With the options <i>pegs</i> and <i>links</i> set above zero, each player has that many. When your pegs run out, you begin your turn by lifting one of your pegs from the board (its links go back to your supply) and place it somewhere else. When your links run out, you may lift some of your own links before placing; and if a new peg could make more links than you have left, you choose which ones. Such a game is a draw after four turns per hole of the board unless it ends sooner.',
    ],
  },
  {
    title: 'Rulesets',
    paragraphs: [
      '<b>Dujardin</b> (the French edition, the default): automatic links, own links may cross, own links may be removed, swap by sides.',
      '<b>TwixT PP</b> (as played on Little Golem): automatic links, own links may cross, no removal, swap by mirror.',
      '<b>Standard</b> (later editions, BoardSpace): manual links, own links may not cross, removal allowed, swap by sides.',
      '<b>T1</b> (the T1j program): automatic links, own links may not cross, no removal, swap by sides.',
      '<b>OpenSpiel</b>: automatic links, own links may not cross, no removal, swap by rotation (usually on 8 × 8).',
      'Each of these switches can also be set on its own in the options of a new game.',
    ],
  },
  {
    title: 'Playing here',
    paragraphs: [
      'Click an empty hole to place your peg; pointing at a hole shows your peg there when it is a hole you may use. With automatic linking that click is your whole turn.',
      'To remove one of your links first, click the link, then place your peg. Under manual linking, after your peg the links you may add are drawn dashed: click the ones you want, then <b>End turn</b>. <b>Start the turn again</b> forgets the clicks of an unfinished turn. The <b>Swap</b> button appears when you may swap.',
      'With the keyboard: the arrow keys move a cursor over the board, Enter places the peg. The move list writes turns as above: <code>K12</code>, <code>swap</code>, <code>-K10-L12 K12</code>, <code>K12 +K12-L14</code>, and <code>^K12</code> for a lifted peg.',
    ],
  },
];

const fr = [
  {
    title: 'Le jeu',
    paragraphs: [
      'TwixT est un jeu de connexion pour deux joueurs, <b>Rouge</b> et <b>Noir</b>. Chacun à son tour plante un pion de sa couleur dans un trou du plateau et relie ses propres pions par des ponts. Rouge cherche à former une chaîne ininterrompue de pions et de ponts du bord du haut au bord du bas ; Noir, du bord gauche au bord droit. Rouge commence.',
      'Rien n’est pris, rien ne quitte le plateau (sauf les ponts qu’on choisit de retirer) : c’est une course à la connexion, et tout autant l’art de barrer la route à la chaîne adverse.',
    ],
    diagrams: [{ ...D.aim, caption: 'Rouge a une chaîne D2–E4–D6 qui descend ; Noir a commencé à traverser avec B4–D5.' }],
  },
  {
    title: 'Le plateau',
    paragraphs: [
      'Le plateau est une grille de trous, 24 sur 24 sauf indication contraire (de 5 à 48 dans chaque sens, rectangulaire permis). Les quatre trous des coins ne servent pas.',
      'La rangée du haut et celle du bas, séparées par des lignes rouges, sont les <b>rangées frontières de Rouge</b>. Les colonnes de gauche et de droite, derrière des lignes noires, sont les <b>frontières de Noir</b>. On peut planter dans ses propres frontières, jamais dans celles de l’adversaire.',
      'Un trou se nomme par la lettre de sa colonne et le numéro de sa rangée compté depuis le haut : <code>A1</code> est le coin en haut à gauche, <code>D5</code> la quatrième colonne, cinquième rangée. Après Z viennent AA, AB…',
    ],
    diagrams: [{ ...D.borders, caption: 'Rouge a des pions dans ses rangées 1 et 8, Noir un dans sa colonne A. Rouge ne peut jamais jouer en colonnes A et H, Noir jamais en rangées 1 et 8.' }],
  },
  {
    title: 'Pions et ponts',
    paragraphs: [
      'À votre tour, vous plantez <b>un pion</b> dans un trou libre que vous avez le droit d’utiliser.',
      'Deux pions de même couleur peuvent être reliés par un <b>pont</b> s’ils sont à un saut de cavalier l’un de l’autre, comme aux échecs : deux trous dans un sens et un dans l’autre, les coins opposés d’un rectangle de 2 × 3. Un pion peut porter jusqu’à huit ponts.',
      'Avec les <b>ponts automatiques</b> (toutes les règles sauf Standard), les ponts se posent d’eux-mêmes : dès que votre pion est planté, il est relié à chacun de vos pions situés à un saut de cavalier, sauf si ce pont en croiserait un qu’il ne peut pas croiser (section suivante). Un pion sans pont reste le vôtre ; un voisin pourra le relier plus tard.',
    ],
    diagrams: [{ ...D.links, caption: 'Le pion rouge en F4 est à un saut de cavalier de D3 et de E6 : les deux ponts apparaissent ensemble.' }],
  },
  {
    title: 'Ponts qui se croisent',
    paragraphs: [
      'Un pont ne peut <b>jamais croiser un pont de l’autre couleur</b>. Un pont posé est un mur pour l’adversaire : c’est ainsi qu’on coupe sa chaîne.',
      'Vos <b>propres</b> ponts peuvent-ils se croiser ? Cela dépend des règles : oui en Dujardin et TwixT PP, non en Standard, T1 et OpenSpiel.',
    ],
    diagrams: [{ ...D.crossing, caption: 'C4 est à un saut de cavalier de E3, mais le pont noir C4–E3 croiserait le pont rouge D4–C2 : il n’est pas posé.' }],
  },
  {
    title: 'Retirer ses ponts',
    paragraphs: [
      'Dans les règles Dujardin et Standard, vous pouvez au début de votre tour <b>retirer autant de vos propres ponts</b> que vous voulez, avant de planter votre pion. Là où vos ponts ne peuvent pas se croiser, cela libère la place pour un meilleur pont ; là où ils le peuvent, cela change peu, mais reste permis.',
      'Un pont retiré s’écrit avec un signe moins, avant le pion : <code>-D3-E5 F3</code>.',
    ],
    diagrams: [{ ...D.removal, caption: 'Rouge a retiré son pont D3–E5, puis planté F3, relié à E5.' }],
  },
  {
    title: 'L’échange (règle du gâteau)',
    paragraphs: [
      'Commencer est un avantage. Pour l’équilibrer, le second joueur peut, à son premier tour, <b>échanger</b> au lieu de planter, et prendre ainsi le premier pion à son compte. Rouge a donc intérêt à ouvrir par un coup ni trop fort ni trop faible.',
      'Selon les règles, l’échange se fait différemment. <b>Couleurs</b> (Dujardin, Standard, T1) : le pion reste en place et les joueurs échangent leurs couleurs ; celui qui tient désormais Noir joue ensuite. <b>Miroir</b> (TwixT PP) : le pion rouge est reflété par la diagonale partant du coin en haut à gauche et devient noir ; Rouge joue ensuite. <b>Rotation</b> (OpenSpiel) : le pion rouge tourne d’un quart de tour dans le sens des aiguilles d’une montre et devient noir ; cet échange n’est pas proposé si le premier pion est dans une rangée frontière de Rouge. Miroir et rotation demandent un plateau carré.',
    ],
    diagrams: [{ ...D.swap, caption: 'TwixT PP : Rouge a ouvert en F3 ; Noir a échangé, et le pion est devenu le C6 noir, reflété par la diagonale.' }],
  },
  {
    title: 'Ponts manuels (Standard)',
    paragraphs: [
      'Dans la règle Standard, les ponts ne sont pas automatiques. Après avoir planté votre pion, vous choisissez les ponts un à un, entre <b>n’importe quels</b> deux de vos pions à un saut de cavalier (pas seulement le nouveau), puis vous terminez le tour. Un pont laissé de côté pourra être posé plus tard. Si aucun pont n’est possible, le tour se termine tout seul.',
      'Les ponts posés s’écrivent avec un signe plus après le pion : <code>C5 +C5-D3 +D3-F4</code>.',
    ],
    diagrams: [{ ...D.manual, caption: 'Rouge n’avait pas relié F4 en le plantant ; il plante maintenant C5 et pose C5–D3 ainsi que l’ancien D3–F4.' }],
  },
  {
    title: 'Fin de la partie',
    paragraphs: [
      'Vous <b>gagnez</b> dès qu’une chaîne ininterrompue de vos pions et ponts relie vos deux rangées frontières.',
      'La partie est <b>nulle</b> quand aucun des deux joueurs ne peut plus relier ses bords, quoi qu’il arrive (c’est vérifié après chaque coup), ou quand le joueur au trait n’a plus de trou où jouer. On peut aussi abandonner à tout moment, et les joueurs peuvent convenir de la nulle.',
    ],
    diagrams: [{ ...D.win, caption: 'La chaîne rouge C1–D3–C5–D7 relie la rangée 1 à la rangée 7 : Rouge gagne.' }],
  },
  {
    title: 'Pièces limitées (option)',
    paragraphs: [
      'Une vraie boîte contient un nombre fixe de pions et de ponts par joueur. Avec les options <i>pions</i> et <i>ponts</i> au-dessus de zéro, chacun en a autant. Quand vos pions sont épuisés, vous commencez votre tour en retirant un de vos pions du plateau (ses ponts reviennent dans votre réserve) pour le planter ailleurs. Quand vos ponts sont épuisés, vous pouvez retirer certains de vos ponts avant de planter ; et si un nouveau pion pouvait faire plus de ponts qu’il ne vous en reste, vous choisissez lesquels. Une telle partie est nulle après quatre tours par trou du plateau si elle n’a pas fini avant.',
    ],
  },
  {
    title: 'Les règles proposées',
    paragraphs: [
      '<b>Dujardin</b> (l’édition française, par défaut) : ponts automatiques, ses ponts peuvent se croiser, on peut retirer ses ponts, échange des couleurs.',
      '<b>TwixT PP</b> (comme sur Little Golem) : ponts automatiques, ses ponts peuvent se croiser, pas de retrait, échange en miroir.',
      '<b>Standard</b> (éditions plus récentes, BoardSpace) : ponts manuels, ses ponts ne se croisent pas, retrait permis, échange des couleurs.',
      '<b>T1</b> (le programme T1j) : ponts automatiques, ses ponts ne se croisent pas, pas de retrait, échange des couleurs.',
      '<b>OpenSpiel</b> : ponts automatiques, ses ponts ne se croisent pas, pas de retrait, échange par rotation (d’habitude en 8 × 8).',
      'Chacun de ces réglages peut aussi être choisi séparément dans les options d’une nouvelle partie.',
    ],
  },
  {
    title: 'Jouer ici',
    paragraphs: [
      'Cliquez sur un trou libre pour y planter votre pion ; en survolant un trou permis, vous voyez votre pion s’y dessiner. Avec les ponts automatiques, ce clic est tout votre tour.',
      'Pour retirer d’abord un de vos ponts, cliquez dessus, puis plantez votre pion. Avec les ponts manuels, après votre pion, les ponts possibles sont en pointillés : cliquez ceux que vous voulez, puis <b>Terminer le tour</b>. <b>Recommencer le tour</b> oublie les clics d’un tour inachevé. Le bouton <b>Échanger</b> apparaît quand l’échange est permis.',
      'Au clavier : les flèches déplacent un curseur sur le plateau, Entrée plante le pion. La liste des coups écrit les tours comme ci-dessus : <code>K12</code>, <code>swap</code>, <code>-K10-L12 K12</code>, <code>K12 +K12-L14</code>, et <code>^K12</code> pour un pion déplacé.',
    ],
  },
];

const de = [
  {
    title: 'Das Spiel',
    paragraphs: [
      'TwixT ist ein Verbindungsspiel für zwei Spieler, <b>Rot</b> und <b>Schwarz</b>. Abwechselnd stecken sie Stifte ihrer Farbe in die Löcher eines quadratischen Bretts und verbinden die eigenen Stifte mit Brücken. Rot will eine ununterbrochene Kette aus Stiften und Brücken vom oberen zum unteren Rand bauen, Schwarz vom linken zum rechten Rand. Rot beginnt.',
      'Es wird nichts geschlagen und nichts verlässt das Brett (außer Brücken, die man selbst entfernt): ein Wettlauf um die Verbindung, und ebenso die Kunst, der gegnerischen Kette den Weg zu versperren.',
    ],
    diagrams: [{ ...D.aim, caption: 'Rot hat eine Kette D2–E4–D6 nach unten; Schwarz hat mit B4–D5 quer begonnen.' }],
  },
  {
    title: 'Das Brett',
    paragraphs: [
      'Das Brett ist ein Gitter aus Löchern, 24 mal 24, sofern nichts anderes gewählt ist (5 bis 48 in jeder Richtung, auch rechteckig). Die vier Ecklöcher werden nicht benutzt.',
      'Die oberste und die unterste Reihe, durch rote Linien abgetrennt, sind die <b>Grenzreihen von Rot</b>. Die linke und die rechte Spalte hinter schwarzen Linien sind die <b>Grenzreihen von Schwarz</b>. In die eigenen Grenzreihen darf man stecken, in die des Gegners nie.',
      'Ein Loch heißt nach dem Buchstaben seiner Spalte und der Nummer seiner Reihe, von oben gezählt: <code>A1</code> ist die Ecke oben links, <code>D5</code> die vierte Spalte, fünfte Reihe. Nach Z folgen AA, AB…',
    ],
    diagrams: [{ ...D.borders, caption: 'Rot hat Stifte in seinen Reihen 1 und 8, Schwarz einen in seiner Spalte A. Rot darf nie in die Spalten A und H, Schwarz nie in die Reihen 1 und 8.' }],
  },
  {
    title: 'Stifte und Brücken',
    paragraphs: [
      'Wer am Zug ist, steckt <b>einen Stift</b> in ein freies Loch, das er benutzen darf.',
      'Zwei Stifte einer Farbe können durch eine <b>Brücke</b> verbunden werden, wenn sie einen Rösselsprung auseinander stehen, wie im Schach: zwei Löcher in die eine Richtung und eines in die andere, die Gegenecken eines 2 × 3-Rechtecks. Ein Stift kann bis zu acht Brücken tragen.',
      'Mit <b>automatischen Brücken</b> (alle Regeln außer Standard) entstehen die Brücken von selbst: sobald der Stift steckt, wird er mit jedem eigenen Stift im Rösselsprung-Abstand verbunden, es sei denn, die Brücke würde eine kreuzen, die sie nicht kreuzen darf (nächster Abschnitt). Ein Stift ohne Brücke zählt trotzdem; ein späterer Nachbar kann ihn anschließen.',
    ],
    diagrams: [{ ...D.links, caption: 'Der rote Stift auf F4 steht einen Rösselsprung von D3 und von E6 entfernt: beide Brücken entstehen zugleich.' }],
  },
  {
    title: 'Kreuzende Brücken',
    paragraphs: [
      'Eine Brücke darf <b>nie eine Brücke der anderen Farbe kreuzen</b>. Jede gesteckte Brücke ist eine Mauer für den Gegner: so schneidet man seine Kette ab.',
      'Ob sich die <b>eigenen</b> Brücken kreuzen dürfen, hängt von den Regeln ab: ja bei Dujardin und TwixT PP, nein bei Standard, T1 und OpenSpiel.',
    ],
    diagrams: [{ ...D.crossing, caption: 'C4 steht einen Rösselsprung von E3 entfernt, aber die schwarze Brücke C4–E3 würde die rote D4–C2 kreuzen: sie entsteht nicht.' }],
  },
  {
    title: 'Eigene Brücken entfernen',
    paragraphs: [
      'Bei den Regeln Dujardin und Standard darf man zu Beginn des Zuges <b>beliebig viele eigene Brücken entfernen</b>, bevor man den Stift steckt. Wo sich eigene Brücken nicht kreuzen dürfen, macht das Platz für eine bessere Brücke; wo sie es dürfen, ändert es wenig, bleibt aber erlaubt.',
      'Eine entfernte Brücke wird mit einem Minuszeichen vor dem Stift geschrieben: <code>-D3-E5 F3</code>.',
    ],
    diagrams: [{ ...D.removal, caption: 'Rot hat seine Brücke D3–E5 entfernt und dann F3 gesteckt, das sich mit E5 verbindet.' }],
  },
  {
    title: 'Der Tausch (Kuchenregel)',
    paragraphs: [
      'Anzufangen ist ein Vorteil. Zum Ausgleich darf der zweite Spieler in seinem ersten Zug <b>tauschen</b>, statt einen Stift zu stecken, und so den ersten Stift für sich nehmen. Rot eröffnet darum am besten mit einem Zug, der weder zu stark noch zu schwach ist.',
      'Je nach Regel wird verschieden getauscht. <b>Farben</b> (Dujardin, Standard, T1): der Stift bleibt stehen, die Spieler tauschen die Farben; wer nun Schwarz hat, zieht als Nächster. <b>Spiegel</b> (TwixT PP): der rote Stift wird an der Diagonale von der linken oberen Ecke gespiegelt und wird schwarz; Rot zieht als Nächster. <b>Drehung</b> (OpenSpiel): der rote Stift wird eine Vierteldrehung im Uhrzeigersinn gedreht und wird schwarz; dieser Tausch wird nicht angeboten, wenn der erste Stift in einer Grenzreihe von Rot steht. Spiegel und Drehung brauchen ein quadratisches Brett.',
    ],
    diagrams: [{ ...D.swap, caption: 'TwixT PP: Rot eröffnete auf F3; Schwarz tauschte, und der Stift wurde zum schwarzen C6, an der Diagonale gespiegelt.' }],
  },
  {
    title: 'Brücken von Hand (Standard)',
    paragraphs: [
      'Bei der Standard-Regel entstehen die Brücken nicht von selbst. Nach dem Stift wählt man die Brücken einzeln, zwischen <b>beliebigen</b> zwei eigenen Stiften im Rösselsprung-Abstand (nicht nur dem neuen), und beendet dann den Zug. Eine ausgelassene Brücke kann später noch gesetzt werden. Ist keine Brücke möglich, endet der Zug von selbst.',
      'Gesetzte Brücken werden mit einem Pluszeichen nach dem Stift geschrieben: <code>C5 +C5-D3 +D3-F4</code>.',
    ],
    diagrams: [{ ...D.manual, caption: 'Rot hat F4 beim Stecken nicht verbunden; jetzt steckt Rot C5 und setzt C5–D3 sowie die ältere D3–F4.' }],
  },
  {
    title: 'Spielende',
    paragraphs: [
      'Man <b>gewinnt</b>, sobald eine ununterbrochene Kette eigener Stifte und Brücken die beiden eigenen Grenzreihen verbindet.',
      'Die Partie endet <b>remis</b>, wenn keiner der beiden mehr verbinden kann, wie auch immer weitergespielt wird (das wird nach jedem Zug geprüft), oder wenn der Spieler am Zug kein Loch mehr hat. Man kann jederzeit aufgeben, und die Spieler können sich auf Remis einigen.',
    ],
    diagrams: [{ ...D.win, caption: 'Die rote Kette C1–D3–C5–D7 verbindet Reihe 1 mit Reihe 7: Rot gewinnt.' }],
  },
  {
    title: 'Begrenzter Vorrat (Option)',
    paragraphs: [
      'Eine echte Schachtel enthält für jeden Spieler eine feste Zahl von Stiften und Brücken. Stehen die Optionen <i>Stifte</i> und <i>Brücken</i> über null, hat jeder so viele. Sind die Stifte aufgebraucht, beginnt man den Zug damit, einen eigenen Stift vom Brett zu nehmen (seine Brücken kommen in den Vorrat zurück) und ihn anderswo zu stecken. Sind die Brücken aufgebraucht, darf man vor dem Stecken eigene Brücken abnehmen; und kann ein neuer Stift mehr Brücken bilden, als man noch hat, wählt man aus. Eine solche Partie endet nach vier Zügen je Loch des Bretts remis, falls sie nicht vorher endet.',
    ],
  },
  {
    title: 'Die Regelvarianten',
    paragraphs: [
      '<b>Dujardin</b> (die französische Ausgabe, voreingestellt): automatische Brücken, eigene Brücken dürfen kreuzen, Entfernen erlaubt, Tausch der Farben.',
      '<b>TwixT PP</b> (wie auf Little Golem): automatische Brücken, eigene Brücken dürfen kreuzen, kein Entfernen, Tausch durch Spiegeln.',
      '<b>Standard</b> (spätere Ausgaben, BoardSpace): Brücken von Hand, eigene Brücken kreuzen nicht, Entfernen erlaubt, Tausch der Farben.',
      '<b>T1</b> (das Programm T1j): automatische Brücken, eigene Brücken kreuzen nicht, kein Entfernen, Tausch der Farben.',
      '<b>OpenSpiel</b>: automatische Brücken, eigene Brücken kreuzen nicht, kein Entfernen, Tausch durch Drehung (meist auf 8 × 8).',
      'Jede dieser Einstellungen lässt sich in den Optionen einer neuen Partie auch einzeln wählen.',
    ],
  },
  {
    title: 'Hier spielen',
    paragraphs: [
      'Ein Klick auf ein freies Loch steckt den Stift; zeigt man auf ein erlaubtes Loch, erscheint der Stift dort schon blass. Mit automatischen Brücken ist dieser Klick der ganze Zug.',
      'Um zuerst eine eigene Brücke zu entfernen, klickt man sie an und steckt dann den Stift. Mit Brücken von Hand erscheinen nach dem Stift die möglichen Brücken gestrichelt: die gewünschten anklicken, dann <b>Zug beenden</b>. <b>Zug neu beginnen</b> vergisst die Klicks eines unfertigen Zuges. Der Knopf <b>Tauschen</b> erscheint, wenn getauscht werden darf.',
      'Mit der Tastatur: die Pfeiltasten bewegen einen Zeiger über das Brett, Enter steckt den Stift. Die Zugliste schreibt die Züge wie oben: <code>K12</code>, <code>swap</code>, <code>-K10-L12 K12</code>, <code>K12 +K12-L14</code>, und <code>^K12</code> für einen umgesetzten Stift.',
    ],
  },
];

export default { en, fr, de };
