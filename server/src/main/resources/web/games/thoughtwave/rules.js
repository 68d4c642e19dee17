// Thoughtwave's rules page in our own words (the decisions of shared/rules/thoughtwave.md), with
// diagrams played out by the server from a spec and turns in the game's notation.

const KINDS = {
  spec: 'thoughtwave(size=5)',
  turns: ['b4:NESW', 'd4:NEW', 'b2:NS', 'd2:NE', 'c3:S'],
};
const MATCH = {
  spec: 'thoughtwave(size=5)',
  turns: ['b3:EW', 'c2:NS', 'c3:NSW'],
  highlight: ['d3', 'c4'],
};
const WIN = {
  spec: 'thoughtwave(size=4,first=black)',
  turns: ['a2:EW', 'a4:NE', 'b2:EW', 'b4:NW', 'c2:EW', 'c4:NE', 'd2:EW'],
};
const BORDER = {
  spec: 'thoughtwave(size=5)',
  turns: ['a5:EW', 'e3:NE', 'b5:EW', 'a1:NW'],
  highlight: ['a5', 'b5'],
};
const PENALTY = {
  spec: 'thoughtwave(size=5,penalty=true)',
  turns: ['b3:EW', 'c3:NS'],
};

export default {
  en: [
    {
      title: 'The game',
      paragraphs: [
        'Thoughtwave is Eric Solomon’s connection game of 1974, published by Intellect Games and sold in Germany by Parker as <i>Ultra</i>. Two players, Red and Black, lay square tiles on a board of 10 × 10 squares. Every tile shows a wave running from its centre to some of its edges.',
        'Red tries to build one unbroken wave from the west border to the east border, Black one from the north border to the south border. The coloured bands around the board show whose border is whose.',
        'Each player has 24 tiles of their own colour: 2 Crosses, 6 T’s, 5 Straights, 10 Bends and 1 Terminator. Once laid, a tile belongs to nobody: both players’ waves may run through it.',
      ],
      diagrams: [{ ...KINDS, caption: 'The five tiles: Cross (b4), T (d4), Straight (b2), Bend (d2) and Terminator (c3), whose wave stops at its centre.' }],
    },
    {
      title: 'Laying a tile',
      paragraphs: [
        'Red lays the first tile, then the players take turns. On your turn you lay one tile from your own supply, turned any way you like, on any empty square. It need not touch another tile.',
        'Where your tile touches a tile already on the board (north, east, south or west, not diagonally), the two touching edges must agree: a wave must meet a wave and a blank edge must meet a blank edge. Empty squares and the board’s edge demand nothing.',
        'Laying a tile is compulsory. Only a player who has no tile left, or whose tiles fit nowhere, passes; this is done for them. Since the board only fills up, a player who cannot lay a tile will never lay one again.',
      ],
      diagrams: [{ ...MATCH, caption: 'A tile on d3 needs a blank west edge, because c3’s east edge is blank; a tile on c4 needs a wave on its south edge, because c3 has one on its north edge.' }],
    },
    {
      title: 'Winning',
      paragraphs: [
        'You win as soon as one connected wave leaves the board through both of your borders. A wave reaches a border only if it runs out through the tile’s outer edge: a Straight lying along the edge row, or a Bend turning back inwards, does not touch that border. The two ends need not face each other.',
        'Because tiles belong to nobody, a tile can complete the opponent’s wave. If the tile you lay completes your own wave you win, even if it completes your opponent’s as well. If it completes only your opponent’s wave, your opponent wins.',
        'If neither player can lay a tile any more, the game is drawn. Against a player who blocks well this is a real danger: plan your path early.',
      ],
      diagrams: [
        { ...WIN, caption: 'Black (moving first here) laid the whole row 2 and so completed Red’s wave from west to east: Red wins.' },
        { ...BORDER, caption: 'The Straights on a5 and b5 run along the north edge: they do not reach Black’s north border.' },
      ],
    },
    {
      title: 'Options',
      paragraphs: [
        'The board may have 4 to 26 squares a side, and each player’s supply can be changed (written like <code>X2 T6 I5 L10 D1</code> for 2 Crosses, 6 T’s, 5 Straights, 10 Bends and 1 Terminator). Who lays first and which pair of borders Red joins are options too.',
        '<b>Penalty.</b> By default a tile that does not fit is simply refused. With the printed penalty rule it is laid, found out and removed: the tile goes back to the box for good and the player loses the turn, and with <i>lost turns: also next</i> the following turn as well. Here the board warns you and asks before you lay a tile that does not fit.',
        '<b>Handicap.</b> The weaker player may take 1 to 3 tiles of their choice from the stronger player’s supply before the first tile is laid.',
        '<b>Swap</b> (not in the original rules): after the first tile, the second player may take over the first player’s colour, tile and all; the first player then plays the other colour and moves next.',
      ],
      diagrams: [{ ...PENALTY, caption: 'Penalty rule: Black tried a Straight on c3 that clashes with b3’s wave. The tile is gone from Black’s supply and the square stays empty.' }],
    },
    {
      title: 'Notation',
      paragraphs: [
        'Files are lettered from <code>a</code> in the west, ranks numbered from <code>1</code> in the south, so <code>a1</code> is the bottom-left square. A move is the square and the tile’s wave edges in the order N, E, S, W: <code>e4:NS</code> is a Straight running north–south, <code>c3:NE</code> a Bend, <code>d5:NEW</code> a T, <code>f6:NESW</code> a Cross and <code>g7:S</code> a Terminator.',
        'Other moves: <code>pass</code>, <code>swap</code>, <code>take Bend</code> (a handicap tile) and, with the penalty rule, <code>illegal(e4:NS)</code> for a tile laid where it does not fit.',
      ],
    },
    {
      title: 'Playing here',
      paragraphs: [
        'Beside the board you see both players’ tiles. Choose a tile (or press 1 to 5), turn it with the Rotate button or the R key (Shift+R turns it back), and the squares where it fits light up in green. Click one to lay the tile; the tile under the mouse shows how it will look. Without a mouse, give the board the focus (Tab), move over it with the arrow keys and lay the tile with Enter.',
        'A click on a square where the tile does not fit tells you why. With the penalty rule it first asks whether you really want to lay it and lose it.',
      ],
    },
  ],
  fr: [
    {
      title: 'Le jeu',
      paragraphs: [
        'Thoughtwave est un jeu de connexion d’Eric Solomon (1974), édité par Intellect Games et vendu en Allemagne par Parker sous le nom d’<i>Ultra</i>. Deux joueurs, Rouge et Noir, posent des pièces carrées sur un plateau de 10 × 10 cases. Chaque pièce porte une onde qui part de son centre vers certains de ses bords.',
        'Rouge cherche à tracer une onde continue du bord ouest au bord est, Noir du bord nord au bord sud. Les bandes de couleur autour du plateau indiquent à qui appartient chaque bord.',
        'Chaque joueur a 24 pièces de sa couleur : 2 Croix, 6 Jonctions, 5 Droites, 10 Courbes et 1 Terminaison. Une fois posée, une pièce n’appartient à personne : les ondes des deux joueurs peuvent la traverser.',
      ],
      diagrams: [{ ...KINDS, caption: 'Les cinq pièces : Croix (b4), Jonction (d4), Droite (b2), Courbe (d2) et Terminaison (c3), dont l’onde s’arrête au centre.' }],
    },
    {
      title: 'Poser une pièce',
      paragraphs: [
        'Rouge pose la première pièce, puis chacun joue à son tour. À votre tour, vous posez une pièce de votre réserve, tournée comme vous voulez, sur une case vide. Elle n’a pas besoin de toucher une autre pièce.',
        'Là où votre pièce touche une pièce déjà posée (au nord, à l’est, au sud ou à l’ouest, pas en diagonale), les deux bords qui se touchent doivent s’accorder : une onde contre une onde, un bord vierge contre un bord vierge. Les cases vides et le bord du plateau n’imposent rien.',
        'Poser est obligatoire. Seul le joueur qui n’a plus de pièce, ou dont aucune pièce ne va nulle part, passe ; cela se fait tout seul. Comme le plateau ne fait que se remplir, un joueur bloqué le reste.',
      ],
      diagrams: [{ ...MATCH, caption: 'Sur d3, une pièce doit avoir un bord ouest vierge, car le bord est de c3 est vierge ; sur c4, elle doit avoir une onde au sud, car c3 en a une au nord.' }],
    },
    {
      title: 'Gagner',
      paragraphs: [
        'Vous gagnez dès qu’une onde continue sort du plateau par vos deux bords. Une onde n’atteint un bord que si elle sort par le côté extérieur de la pièce : une Droite couchée le long de la rangée du bord, ou une Courbe qui revient vers l’intérieur, ne touche pas ce bord. Les deux extrémités n’ont pas besoin d’être en face l’une de l’autre.',
        'Les pièces n’étant à personne, une pièce peut achever l’onde de l’adversaire. Si la pièce que vous posez achève votre onde, vous gagnez, même si elle achève aussi celle de l’adversaire. Si elle n’achève que celle de l’adversaire, c’est lui qui gagne.',
        'Si plus aucun joueur ne peut poser, la partie est nulle.',
      ],
      diagrams: [
        { ...WIN, caption: 'Noir (qui commence ici) a posé toute la rangée 2 et achevé ainsi l’onde de Rouge d’ouest en est : Rouge gagne.' },
        { ...BORDER, caption: 'Les Droites de a5 et b5 longent le bord nord : elles n’atteignent pas le bord nord de Noir.' },
      ],
    },
    {
      title: 'Options',
      paragraphs: [
        'Le plateau peut avoir de 4 à 26 cases de côté, et la réserve de chaque joueur peut être changée (notée comme <code>X2 T6 I5 L10 D1</code> : 2 Croix, 6 Jonctions, 5 Droites, 10 Courbes, 1 Terminaison). Qui pose en premier et quels bords relie Rouge sont aussi des options.',
        '<b>Pénalité.</b> Par défaut, une pièce qui ne s’accorde pas est simplement refusée. Avec la règle de pénalité imprimée, elle est posée, découverte et retirée : la pièce retourne définitivement à la boîte et le joueur perd son tour, et avec <i>tours perdus : aussi le suivant</i> le tour suivant aussi. Ici, le plateau vous prévient et vous demande confirmation avant.',
        '<b>Handicap.</b> Le joueur le plus faible peut prendre 1 à 3 pièces de son choix dans la réserve du plus fort avant la première pose.',
        '<b>Échange</b> (absent des règles d’origine) : après la première pièce, le second joueur peut prendre la couleur du premier, pièce comprise ; le premier joue alors l’autre couleur et rejoue.',
      ],
      diagrams: [{ ...PENALTY, caption: 'Règle de pénalité : Noir a tenté une Droite en c3, qui heurte l’onde de b3. La pièce quitte sa réserve et la case reste vide.' }],
    },
    {
      title: 'Notation',
      paragraphs: [
        'Les colonnes vont de <code>a</code> à l’ouest, les rangées de <code>1</code> au sud : <code>a1</code> est la case en bas à gauche. Un coup est la case suivie des bords à onde dans l’ordre N, E, S, W (ouest) : <code>e4:NS</code> est une Droite nord–sud, <code>c3:NE</code> une Courbe, <code>d5:NEW</code> une Jonction, <code>f6:NESW</code> une Croix et <code>g7:S</code> une Terminaison.',
        'Autres coups : <code>pass</code>, <code>swap</code>, <code>take Bend</code> (une pièce de handicap) et, avec la pénalité, <code>illegal(e4:NS)</code> pour une pièce posée là où elle ne s’accorde pas.',
      ],
    },
    {
      title: 'Jouer ici',
      paragraphs: [
        'À côté du plateau figurent les pièces des deux joueurs. Choisissez une pièce (ou touches 1 à 5), tournez-la avec le bouton Tourner ou la touche R (Maj+R en arrière) : les cases où elle s’accorde s’allument en vert. Cliquez sur l’une d’elles pour poser ; la pièce sous la souris montre le résultat. Sans souris, donnez le focus au plateau (Tab), déplacez-vous avec les flèches et posez avec Entrée.',
        'Un clic sur une case où la pièce ne va pas vous dit pourquoi. Avec la pénalité, le jeu vous demande d’abord si vous voulez vraiment la poser et la perdre.',
      ],
    },
  ],
  de: [
    {
      title: 'Das Spiel',
      paragraphs: [
        'Thoughtwave ist ein Verbindungsspiel von Eric Solomon aus dem Jahr 1974, verlegt von Intellect Games und in Deutschland von Parker als <i>Ultra</i> verkauft. Zwei Spieler, Rot und Schwarz, legen quadratische Steine auf ein Brett mit 10 × 10 Feldern. Auf jedem Stein läuft eine Welle von der Mitte zu einigen seiner Kanten.',
        'Rot will eine ununterbrochene Welle vom Westrand zum Ostrand bauen, Schwarz eine vom Nordrand zum Südrand. Die farbigen Streifen um das Brett zeigen, wem welcher Rand gehört.',
        'Jeder hat 24 Steine seiner Farbe: 2 Kreuze, 6 Abzweige, 5 Geraden, 10 Kurven und 1 Endstück. Ein gelegter Stein gehört niemandem mehr: die Wellen beider Spieler dürfen durch ihn laufen.',
      ],
      diagrams: [{ ...KINDS, caption: 'Die fünf Steine: Kreuz (b4), Abzweig (d4), Gerade (b2), Kurve (d2) und Endstück (c3), dessen Welle in der Mitte endet.' }],
    },
    {
      title: 'Einen Stein legen',
      paragraphs: [
        'Rot legt den ersten Stein, dann wird abwechselnd gezogen. Wer am Zug ist, legt einen Stein aus dem eigenen Vorrat, beliebig gedreht, auf ein leeres Feld. Er muss keinen anderen Stein berühren.',
        'Wo der Stein einen schon liegenden Stein berührt (im Norden, Osten, Süden oder Westen, nicht schräg), müssen die beiden Kanten zusammenpassen: Welle an Welle, leere Kante an leere Kante. Leere Felder und der Brettrand verlangen nichts.',
        'Legen ist Pflicht. Nur wer keinen Stein mehr hat oder dessen Steine nirgends passen, passt; das geschieht von selbst. Da sich das Brett nur füllt, bleibt ein blockierter Spieler blockiert.',
      ],
      diagrams: [{ ...MATCH, caption: 'Ein Stein auf d3 braucht eine leere Westkante, weil die Ostkante von c3 leer ist; ein Stein auf c4 braucht eine Welle im Süden, weil c3 im Norden eine hat.' }],
    },
    {
      title: 'Gewinnen',
      paragraphs: [
        'Sie gewinnen, sobald eine zusammenhängende Welle das Brett durch Ihre beiden Ränder verlässt. Eine Welle erreicht einen Rand nur, wenn sie durch die äußere Kante des Steins hinausläuft: eine Gerade, die an der Randreihe entlangläuft, oder eine Kurve, die nach innen zurückbiegt, berührt diesen Rand nicht. Die beiden Enden müssen sich nicht gegenüberliegen.',
        'Da die Steine niemandem gehören, kann ein Stein die Welle des Gegners vollenden. Vollendet Ihr Stein Ihre eigene Welle, gewinnen Sie, auch wenn er zugleich die des Gegners vollendet. Vollendet er nur die des Gegners, gewinnt der Gegner.',
        'Kann keiner mehr legen, endet das Spiel unentschieden.',
      ],
      diagrams: [
        { ...WIN, caption: 'Schwarz (hier am Anfang) hat die ganze Reihe 2 gelegt und damit die Welle von Rot von West nach Ost vollendet: Rot gewinnt.' },
        { ...BORDER, caption: 'Die Geraden auf a5 und b5 laufen am Nordrand entlang: sie erreichen den Nordrand von Schwarz nicht.' },
      ],
    },
    {
      title: 'Optionen',
      paragraphs: [
        'Das Brett kann 4 bis 26 Felder breit sein, und der Vorrat jedes Spielers lässt sich ändern (geschrieben wie <code>X2 T6 I5 L10 D1</code>: 2 Kreuze, 6 Abzweige, 5 Geraden, 10 Kurven, 1 Endstück). Auch wer zuerst legt und welche Ränder Rot verbindet, sind Optionen.',
        '<b>Strafe.</b> Normalerweise wird ein Stein, der nicht passt, einfach abgelehnt. Mit der gedruckten Strafregel wird er gelegt, entdeckt und entfernt: der Stein kommt endgültig aus dem Spiel und der Spieler verliert den Zug, mit <i>verlorene Züge: auch der nächste</i> auch den folgenden. Hier warnt das Brett vorher und fragt nach.',
        '<b>Vorgabe.</b> Der schwächere Spieler darf vor dem ersten Stein 1 bis 3 Steine seiner Wahl aus dem Vorrat des stärkeren nehmen.',
        '<b>Tausch</b> (nicht in den Originalregeln): Nach dem ersten Stein darf der zweite Spieler die Farbe des ersten samt Stein übernehmen; der erste spielt dann die andere Farbe und ist wieder am Zug.',
      ],
      diagrams: [{ ...PENALTY, caption: 'Strafregel: Schwarz hat eine Gerade auf c3 versucht, die gegen die Welle von b3 stößt. Der Stein ist aus dem Vorrat von Schwarz verschwunden, das Feld bleibt leer.' }],
    },
    {
      title: 'Notation',
      paragraphs: [
        'Die Linien heißen von <code>a</code> im Westen an, die Reihen zählen von <code>1</code> im Süden: <code>a1</code> ist das Feld unten links. Ein Zug ist das Feld und die Wellenkanten des Steins in der Reihenfolge N, E (Ost), S, W: <code>e4:NS</code> ist eine Gerade von Nord nach Süd, <code>c3:NE</code> eine Kurve, <code>d5:NEW</code> ein Abzweig, <code>f6:NESW</code> ein Kreuz und <code>g7:S</code> ein Endstück.',
        'Weitere Züge: <code>pass</code>, <code>swap</code>, <code>take Bend</code> (ein Vorgabestein) und mit Strafregel <code>illegal(e4:NS)</code> für einen Stein, der gelegt wurde, wo er nicht passt.',
      ],
    },
    {
      title: 'Spielen auf dieser Seite',
      paragraphs: [
        'Neben dem Brett stehen die Steine beider Spieler. Wählen Sie einen Stein (oder Taste 1 bis 5) und drehen Sie ihn mit dem Knopf Drehen oder der Taste R (Umschalt+R zurück): die Felder, auf die er passt, leuchten grün. Ein Klick darauf legt den Stein; der Stein unter der Maus zeigt, wie er liegen wird. Ohne Maus: das Brett mit Tab anwählen, mit den Pfeiltasten darüber fahren und mit Enter legen.',
        'Ein Klick auf ein Feld, wo der Stein nicht passt, sagt Ihnen, warum. Mit Strafregel fragt das Spiel zuerst, ob Sie ihn wirklich legen und verlieren wollen.',
      ],
    },
  ],
};
