package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.ludotheque.ai.Player;
import org.ludotheque.ai.RandomPlayer;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {

    /** A match in a process of its own, stopped by SIGTERM (as Ctrl-C's SIGINT stops it) once two games are done. */
    @Test
    void aMatchStoppedByASignalStillReportsTheGamesItFinished() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process match = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "match", "twixt", "--option", "width=6", "--option", "height=6", "--a", "mcts:playouts=100",
                "--b", "random", "--games", "100000", "--seed", "1")
                .redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(match.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("game 2:")) {
                    match.toHandle().destroy(); // SIGTERM, leaving the output open to read the rest
                }
            }
        } finally {
            match.destroyForcibly();
        }
        assertThat(match.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String stopped = lines.stream().filter(l -> l.startsWith("stopped: ")).findFirst().orElseThrow();
        int finished = Integer.parseInt(stopped.replaceAll("stopped: after (\\d+) of 100000 games \\(interrupted\\)", "$1"));
        // The games reported are those whose lines came before the report (one may still end while it prints).
        assertThat(finished).isGreaterThanOrEqualTo(2)
                .isEqualTo((int) lines.subList(0, lines.indexOf(stopped)).stream().filter(l -> l.startsWith("game ")).count());
        assertThat(lines).anyMatch(l -> l.startsWith("a_score: ") && l.contains("/" + finished + " ("))
                .anyMatch(l -> l.startsWith("b_time_over_a: "));
    }


    private static final String[] SMALL_TWIXT = {"twixt", "--option", "width=6", "--option", "height=6"};

    private static String[] args(String... more) {
        return Stream.concat(Stream.of("match"), Stream.concat(Stream.of(SMALL_TWIXT), Stream.of(more))).toArray(String[]::new);
    }

    @Test
    void randomAgainstRandomPrintsTheSummaryAndWritesRecordsThatReplay(@TempDir Path dir) throws Exception {
        Cli cli = Cli.run(args("--a", "random", "--b", "random", "--games", "4", "--seed", "7", "--out", dir.toString()));
        assertThat(cli.err).isEmpty();
        assertThat(cli.exitCode).isZero();
        List<String> lines = cli.out.lines().toList();
        assertThat(lines).startsWith("match: twixt(ruleset=dujardin,width=6,height=6)", "a: random", "b: random",
                "games: 4", "seed: 7");
        assertThat(lines.stream().filter(l -> l.startsWith("game ")))
                .hasSize(4)
                .satisfies(g -> assertThat(g.get(0)).startsWith("game 1: A plays red, "))
                .satisfies(g -> assertThat(g.get(1)).startsWith("game 2: A plays black, "));
        int wins = count(cli.out, "a_wins");
        int draws = count(cli.out, "draws");
        int losses = count(cli.out, "a_losses");
        assertThat(wins + draws + losses).isEqualTo(4);
        assertThat(cli.out).contains("a_score: ", "elo: ", "95% interval", "records: " + dir);
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("a_seconds_per_move: \\d+\\.\\d{3} \\(\\d+ moves\\)"))
                .anySatisfy(l -> assertThat(l).matches("b_seconds_per_move: \\d+\\.\\d{3} \\(\\d+ moves\\)"));

        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.sorted().toList();
        }
        assertThat(files).extracting(p -> p.getFileName().toString())
                .containsExactly("game-001.twixt", "game-002.twixt", "game-003.twixt", "game-004.twixt");
        for (int i = 0; i < 4; i++) {
            String text = Files.readString(files.get(i));
            assertThat(text).contains("[Red \"random\"]", "[Black \"random\"]", "[Round \"" + (i + 1) + "\"]");
            Cli replay = Cli.run("replay", "twixt", files.get(i).toString());
            assertThat(replay.exitCode).isZero();
            String result = replay.out.strip().substring("result: ".length());
            assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("game ").contains(result));
        }
    }

    /** A's results by colour, the line that shows a player weaker with one colour, add up the games' own lines. */
    @Test
    void theResultsByColourAreThoseOfTheGames() {
        Cli cli = Cli.run("match", "wykersham", "--a", "random", "--b", "random", "--games", "12", "--seed", "9");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out.lines()).contains(byColourOfTheGames(cli.out, "a", "b"))
                .anySatisfy(l -> assertThat(l).startsWith("a_by_colour: as a ").contains("/6 (").contains("; as b "));
    }

    /**
     * The {@code a_by_colour} line the per-game lines call for: A's wins, draws and losses by the
     * colour it held at the end (after a swap, the colour it took).
     */
    private static String byColourOfTheGames(String out, String... colours) {
        Pattern game = Pattern.compile("game \\d+: A plays (\\w+)(?: \\((\\w+) after the swap\\))?, .*: (A wins|draw|B wins)");
        int[][] r = new int[2][3];
        out.lines().map(game::matcher).filter(Matcher::matches).forEach(m -> {
            String colour = m.group(2) != null ? m.group(2) : m.group(1);
            r[Arrays.asList(colours).indexOf(colour)][m.group(3).equals("A wins") ? 0 : m.group(3).equals("draw") ? 1 : 2]++;
        });
        List<String> parts = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            int games = r[c][0] + r[c][1] + r[c][2];
            if (games > 0) {
                double points = r[c][0] + 0.5 * r[c][1];
                parts.add("as " + colours[c] + " " + r[c][0] + "-" + r[c][1] + "-" + r[c][2] + " "
                        + (points == Math.floor(points) ? Integer.toString((int) points) : Double.toString(points)) + "/" + games
                        + " (" + String.format(Locale.ROOT, "%.1f", 100 * points / games) + "%)");
            }
        }
        return "a_by_colour: " + String.join("; ", parts);
    }

    @Test
    void theSameSeedPlaysTheSameMatchWithDice() {
        String[] a = {"match", "wykersham", "--a", "random", "--b", "random:seed=3", "--games", "2", "--seed", "5"};
        Cli first = Cli.run(a);
        assertThat(first.exitCode).isZero();
        assertThat(withoutTimes(Cli.run(a).out)).isEqualTo(withoutTimes(first.out)).contains("game 2: ");
    }

    @Test
    void eachPairOfGamesRollsTheSameDiceInEveryMatchWithTheSeed(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        Cli one = Cli.run("match", "wykersham", "--a", "random", "--b", "random:seed=3", "--games", "4", "--seed", "11",
                "--out", first.toString());
        Cli other = Cli.run("match", "wykersham", "--a", "mcts:level=1", "--b", "random:seed=9", "--games", "4", "--seed", "11",
                "--out", second.toString());
        assertThat(one.exitCode).isZero();
        assertThat(other.exitCode).isZero();
        List<List<String>> rolls = new ArrayList<>();
        List<List<String>> otherRolls = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            String name = String.format("game-%03d.wyk", i);
            rolls.add(rolls(Files.readString(first.resolve(name))));
            otherRolls.add(rolls(Files.readString(second.resolve(name))));
        }
        // Colours swapped within a pair, the same rolls turn by turn; another pair, other rolls.
        assertSameRolls(rolls.get(0), rolls.get(1));
        assertSameRolls(rolls.get(2), rolls.get(3));
        assertThat(rolls.get(2)).isNotEqualTo(rolls.get(0));
        // Other players, other moves, other game lengths before: game by game the same rolls.
        for (int i = 0; i < 4; i++) {
            assertSameRolls(otherRolls.get(i), rolls.get(i));
        }
    }

    /** Each turn's dice in a Wykersham record, the starting roll with the first turn's. */
    private static List<String> rolls(String record) {
        List<String> rolls = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\\d+\\. ([^:]+):").matcher(record);
        while (m.find()) {
            rolls.add(m.group(1));
        }
        return rolls;
    }

    /** The same rolls for as long as both games lasted (a resignation ends one early), at least ten turns. */
    private static void assertSameRolls(List<String> a, List<String> b) {
        int n = Math.min(a.size(), b.size());
        assertThat(n).isGreaterThanOrEqualTo(10);
        assertThat(a.subList(0, n)).isEqualTo(b.subList(0, n));
    }

    @Test
    void anOutThatIsAFileIsRefusedInWordsAndLeftAsItWas(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("records"), "my notes");
        Cli cli = Cli.run(args("--a", "random", "--b", "random", "--games", "2", "--seed", "1", "--out", file.toString()));
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: cannot create --out " + file + ": " + file + " is a file, not a directory\n");
        assertThat(cli.out).doesNotContain("game 1");
        assertThat(Files.readString(file)).isEqualTo("my notes");
    }

    @Test
    void secondsPerMoveIsADefaultForBothSpecs() {
        Cli cli = Cli.run(args("--a", "random", "--b", "random:seconds=2", "--games", "1", "--seconds-per-move", "0.5", "--seed", "1"));
        assertThat(cli.out).contains("a: random:seconds=0.5\n", "b: random:seconds=2\n");
    }

    @Test
    void badSpecsAreRefusedClearly() {
        Cli unknown = Cli.run(args("--a", "alphazero", "--b", "random"));
        assertThat(unknown.exitCode).isEqualTo(2);
        assertThat(unknown.err).isEqualTo("error: --a: unknown player 'alphazero'; allowed: random, uct, mcts, engine\n");
        Cli setting = Cli.run(args("--a", "random", "--b", "mcts:depth=3"));
        assertThat(setting.err).startsWith("error: --b: unknown player setting 'depth'");
        Cli program = Cli.run(args("--a", "random", "--b", "engine:\"/no/such/program\""));
        assertThat(program.err).startsWith("error: --b engine:\"/no/such/program\": cannot start engine '/no/such/program'");
        Cli games = Cli.run(args("--a", "random", "--b", "random", "--games", "0"));
        assertThat(games.err).isEqualTo("error: --games must be at least 1\n");
        // A spec without seconds of its own takes the match's, which must be a time too.
        for (String seconds : new String[] {"0", "-1", "NaN"}) {
            Cli time = Cli.run(args("--a", "random", "--b", "mcts:level=1", "--seconds-per-move", seconds));
            assertThat(time.exitCode).as(seconds).isEqualTo(2);
            assertThat(time.err).isEqualTo("error: --seconds-per-move '" + seconds + "' is not a positive number\n");
            assertThat(time.out).doesNotContain("games:");
        }
    }

    /** Each player's choices are timed and counted: together they are the game's actions (TwixT has no dice). */
    @Test
    void everyChoiceIsTimedForThePlayerWhoMadeIt() {
        Game game = Games.load("twixt(ruleset=dujardin,width=6,height=6)");
        Player first = new RandomPlayer(1);
        Player second = new RandomPlayer(2);
        MatchCommand.ThinkingTime clock = new MatchCommand.ThinkingTime();
        State end = MatchCommand.play(game, new Player[] {first, second}, new SplittableRandom(1), 1, new int[0], clock).state();
        assertThat(clock.moves(first) + clock.moves(second)).isEqualTo(end.historySize());
        assertThat(clock.moves(first)).isPositive();
        assertThat(clock.moves(second)).isPositive();
        assertThat(clock.secondsPerMove(first)).isPositive();
    }

    @Test
    void aMatchAgainstAnotherProgram() {
        Cli cli = Cli.run(args("--a", "random", "--b", "engine:\"" + EnginePlayerTest.engineCommand("twixt --player random --seed 2") + "\"",
                "--games", "2", "--seed", "4"));
        assertThat(cli.err).isEmpty();
        assertThat(cli.out).contains("game 2: ", "a_score: ");
    }

    /**
     * An engine that dies mid-match stops it with the engine's error, after the score of the games
     * already finished: a long match keeps what it measured. The engine resigns its first game and
     * exits at its next {@code genmove}.
     */
    @Test
    void aMatchStoppedByADyingEngineStillReportsItsFinishedGames(@TempDir Path dir) throws Exception {
        String dies = EnginePlayerTest.script(dir,
                "n=$((n + 1)); if [ $n -eq 1 ]; then printf '= resign\\n\\n'; else exit 3; fi").toString();
        Cli cli = Cli.run(args("--a", "random", "--b", dies, "--games", "4", "--seed", "4"));
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).contains("ended (exit code 3) before answering 'genmove'");
        List<String> lines = cli.out.lines().toList();
        assertThat(lines.stream().filter(l -> l.startsWith("game "))).singleElement()
                .satisfies(l -> assertThat(l).startsWith("game 1: A plays red, ").endsWith("A wins"));
        assertThat(lines).contains("stopped: after 1 of 4 games", "a_wins: 1", "draws: 0", "a_losses: 0",
                "a_score: 1/1 (100.0%)", "a_by_colour: as red 1-0-0 1/1 (100.0%)");
    }

    /** The report without its thinking times, which no seed fixes. */
    private static String withoutTimes(String out) {
        return out.lines().filter(l -> !l.contains("seconds_per_move") && !l.startsWith("b_time_over_a")).toList().toString();
    }

    private static int count(String out, String key) {
        return Integer.parseInt(out.lines().filter(l -> l.startsWith(key + ": ")).findFirst().orElseThrow()
                .substring(key.length() + 2));
    }

    /** Takes the pie rule when it can, else plays at random; notes the colour of each move it makes. */
    private static final class Swapper implements Player {
        final List<Integer> coloursMoved = new ArrayList<>();
        final Player random;

        Swapper(long seed) {
            random = new RandomPlayer(seed);
        }

        @Override
        public int chooseAction(State state) {
            coloursMoved.add(state.currentPlayer());
            for (int a : state.legalActions()) {
                if (state.exchangesSeats(a)) {
                    return a;
                }
            }
            return random.chooseAction(state);
        }

        @Override
        public String describe() {
            return "swapper";
        }
    }

    @Test
    void afterASwapBySidesEachPlayerMovesTheColourItTookAndIsCreditedWithIt() {
        Game game = Games.load("twixt(ruleset=dujardin,width=6,height=6)");
        Swapper first = new Swapper(1);
        Swapper second = new Swapper(2);
        MatchCommand.Played played = MatchCommand.play(game, new Player[] {first, second}, new SplittableRandom(1), 1);

        // Red places; Black swaps and so holds Red: the colour Black then moves in the first player's hands.
        assertThat(played.seatsExchanged()).isTrue();
        assertThat(second.coloursMoved).startsWith(1, 0);
        assertThat(second.coloursMoved.subList(1, second.coloursMoved.size())).containsOnly(0);
        assertThat(first.coloursMoved).startsWith(0, 1);
        assertThat(first.coloursMoved.subList(1, first.coloursMoved.size())).containsOnly(1);
    }

    @Test
    void aMatchCreditsTheWinnerAfterASwapAndItsRecordNamesWhoHeldEachColour(@TempDir Path dir) throws Exception {
        // On 6 x 6 a random first peg is often worth taking: the search as Black swaps in some games.
        Cli cli = Cli.run(args("--a", "mcts:level=4", "--b", "random", "--games", "12", "--seed", "3", "--out", dir.toString()));
        assertThat(cli.exitCode).isZero();
        List<String> swapped = cli.out.lines().filter(l -> l.contains("after the swap")).toList();
        assertThat(swapped).isNotEmpty();
        assertThat(cli.out.lines()).contains(byColourOfTheGames(cli.out, "red", "black"));
        for (String line : swapped) {
            // "game N: A plays red (black after the swap), 1-0 (Red connects), …: B wins"
            int n = Integer.parseInt(line.substring(5, line.indexOf(':')));
            String record = Files.readString(dir.resolve(String.format("game-%03d.twixt", n)));
            String aColour = line.contains("(black after") ? "Black" : "Red";
            String aSpec = "mcts:level=4";
            assertThat(record).contains("[" + aColour + " \"" + aSpec + "\"]");
            boolean redWon = line.contains(" 1-0 ");
            boolean blackWon = line.contains(" 0-1 ");
            if (redWon || blackWon) {
                String winner = redWon ? "Red" : "Black";
                assertThat(line).endsWith(winner.equals(aColour) ? "A wins" : "B wins");
            }
        }
    }

    @Test
    void deterministicPlayersMeetManyPositionsThroughRandomOpeningsSharedByEachPair(@TempDir Path dir) throws Exception {
        // Thoughtwave's search scores leaves by evaluation: with no noise it answers a position alike every time.
        String player = "mcts:playouts=40,temperature=0";
        String[] tw = {"match", "thoughtwave", "--option", "size=6", "--a", player, "--b", player, "--games", "4", "--seed", "5"};
        Path same = Files.createDirectory(dir.resolve("same"));
        assertThat(Cli.run(Stream.concat(Stream.of(tw), Stream.of("--out", same.toString())).toArray(String[]::new)).exitCode).isZero();
        assertThat(moves(same, 3)).as("without an opening the colours replay the same game").isEqualTo(moves(same, 1));

        Path varied = Files.createDirectory(dir.resolve("varied"));
        Cli cli = Cli.run(Stream.concat(Stream.of(tw), Stream.of("--opening-moves", "2", "--out", varied.toString())).toArray(String[]::new));
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("opening moves: 2");
        List<String> first = moves(varied, 1);
        assertThat(moves(varied, 2).subList(0, 2)).as("a pair shares its opening").isEqualTo(first.subList(0, 2));
        assertThat(moves(varied, 3).subList(0, 2)).as("the next pair has another").isNotEqualTo(first.subList(0, 2));
        for (int n = 1; n <= 4; n++) {
            assertThat(Cli.run("replay", "thoughtwave", varied.resolve(String.format("game-%03d.thoughtwave", n)).toString()).exitCode).isZero();
        }

        Cli negative = Cli.run(Stream.concat(Stream.of(tw), Stream.of("--opening-moves", "-1")).toArray(String[]::new));
        assertThat(negative.exitCode).isNotZero();
        assertThat(negative.err).contains("--opening-moves must be at least 0");
    }

    /** The moves of game {@code n}'s record in {@code dir}, as written ("b6:EW", …). */
    private static List<String> moves(Path dir, int n) throws Exception {
        String text = Files.readString(dir.resolve(String.format("game-%03d.thoughtwave", n)));
        return Arrays.stream(text.substring(text.lastIndexOf(']') + 1).trim().split("\\s+"))
                .filter(t -> !t.matches("\\d+\\.|1-0|0-1|1/2-1/2")).toList();
    }
}
