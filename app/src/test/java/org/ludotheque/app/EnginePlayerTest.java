package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.ai.Players;
import org.ludotheque.ai.RandomPlayer;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

/** {@code engine:"COMMAND"} players, tested against our own {@code engine} command run as a separate program. */
class EnginePlayerTest {

    /** The command line that runs this build's {@code ludotheque engine ARGS} in a new JVM. */
    static String engineCommand(String args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' org.ludotheque.app.Main engine " + args;
    }

    private static PlayerSpec engine(String args) {
        return PlayerSpec.parse("engine:\"" + engineCommand(args) + "\"");
    }

    /**
     * A game against the program equals the same game with its player in-process: the program
     * received every opponent turn and every roll, and its turns came back whole.
     */
    private static void sameGameAsInProcess(Game game, String engineArgs, long engineSeed) {
        try (EnginePlayer remote = new EnginePlayer(engine(engineArgs), game)) {
            for (int round = 0; round < 2; round++) {
                State viaProcess = MatchCommand.play(game, new Player[] {new RandomPlayer(7 + round), remote},
                        new SplittableRandom(3 + round), 1).state();
                State inProcess = MatchCommand.play(game, new Player[] {new RandomPlayer(7 + round), new RandomPlayer(engineSeed)},
                        new SplittableRandom(3 + round), 1).state();
                assertThat(viaProcess.isTerminal()).isTrue();
                if (round == 0) {
                    assertThat(viaProcess.history()).isEqualTo(inProcess.history());
                }
            }
        }
    }

    @Test
    void playsATwixtGameThroughTheProtocol() {
        // The program starts on another board; the player sets it to ours.
        sameGameAsInProcess(Games.load("twixt(ruleset=standard,width=7,height=7)"),
                "twixt --option width=9 --player random --seed 5", 5);
    }

    @Test
    void playsAThoughtwaveGameAfterSettingATextOption() {
        sameGameAsInProcess(Games.load("thoughtwave(size=6,redSupply=X1 T7 I5 L10 D1)"),
                "thoughtwave --player random --seed 4", 4);
    }

    @Test
    void playsAWykershamGameWithTheControllersDice() {
        sameGameAsInProcess(Games.load("wykersham"), "wykersham --player random --seed 6", 6);
    }

    /** A caller that goes back (an undo) gets a fresh choice, not a turn the program gave earlier. */
    @Test
    void aPositionFromEarlierIsPlayedAfresh() {
        Game game = Games.load("twixt(width=8,height=8)");
        try (EnginePlayer remote = new EnginePlayer(engine("twixt --option width=8 --option height=8 --player random --seed 8"), game)) {
            State s = game.newInitialState();
            s.apply(s.parseAction("C3"));
            int first = remote.chooseAction(s.copy());
            s.apply(first);
            s.apply(s.parseAction("D5"));
            s.apply(remote.chooseAction(s.copy()));
            s.undo();
            s.undo();
            s.undo();
            // Back at black's first choice: the program starts over and its seeded player moves on.
            int again = remote.chooseAction(s.copy());
            RandomPlayer twin = new RandomPlayer(8);
            State t = game.newInitialState();
            t.apply(t.parseAction("C3"));
            assertThat(twin.chooseAction(t)).isEqualTo(first);
            t.apply(first);
            t.apply(t.parseAction("D5"));
            t.apply(twin.chooseAction(t));
            t.undo();
            t.undo();
            t.undo();
            assertThat(again).isEqualTo(twin.chooseAction(t));
        }
    }

    @Test
    void analyseReadsTheProgramsCandidatesAndVariation() {
        Game game = Games.load("twixt(width=8,height=8)");
        State s = game.newInitialState();
        s.apply(s.parseAction("C3"));
        try (EnginePlayer remote = new EnginePlayer(engine("twixt --option width=8 --option height=8 --player random --seed 8"), game)) {
            Analysis an = remote.analyse(s);
            int expected = new RandomPlayer(8).chooseAction(s);
            assertThat(an.best()).isEqualTo(expected);
            assertThat(an.candidates().get(0).visits()).isEqualTo(1);
            assertThat(an.candidates().get(0).winRate()).isNaN();
            assertThat(an.principalVariation()).containsExactly(expected);
            assertThat(s.historySize()).isEqualTo(1);
        }
    }

    /**
     * Wykersham's maximum values the margin too: its analysis through the protocol carries each
     * move's win chance, value and expected margin, as the same seeded search in-process finds them.
     */
    @Test
    void analyseReadsWinChancesAndValuesApart() {
        Game game = Games.load("wykersham");
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(12);
        while (s.turn() < 6 || s.currentPlayer() < 0) {
            s.apply(s.randomLegalAction(rng));
        }
        String spec = "mcts:level=max,playouts=3000,threads=1";
        Analysis local = Players.create(PlayerSpec.parse(spec), game, 9).analyse(s.copy());
        try (EnginePlayer remote = new EnginePlayer(engine("wykersham --player " + spec + " --seed 9"), game)) {
            Analysis an = remote.analyse(s);
            assertThat(an.candidates()).hasSize(Math.min(Analysis.SHOWN, local.candidates().size()));
            boolean apart = false;
            for (int i = 0; i < an.candidates().size(); i++) {
                Analysis.Candidate got = an.candidates().get(i);
                Analysis.Candidate want = local.candidates().get(i);
                assertThat(got.action()).isEqualTo(want.action());
                assertThat(got.visits()).isEqualTo(want.visits());
                assertThat(got.winRate()).isCloseTo(want.winRate(), within(0.00005));
                assertThat(got.value()).isCloseTo(want.value(), within(0.00005));
                assertThat(got.margin()).isCloseTo(want.margin(), within(0.005));
                apart |= Math.abs(got.winRate() - got.value()) > 0.001;
            }
            assertThat(apart).isTrue();
        }
    }

    @Test
    void aProgramThatEndsFailsWithItsMessage() {
        Game game = Games.load("twixt(width=6,height=6)");
        assertThatThrownBy(() -> new EnginePlayer(engine("twixt --option width=3"), game))
                .hasMessageContaining("ended (exit code 2) before answering 'game'")
                .hasMessageContaining("option width: 3 is out of range");
        assertThatThrownBy(() -> new EnginePlayer(PlayerSpec.parse("engine:\"/no/such/program\""), game))
                .hasMessageStartingWith("cannot start engine '/no/such/program'");
    }

    @Test
    void aQuestionMarkAnswerFailsWithTheProgramsMessage() {
        Game game = Games.load("twixt(width=6,height=6)");
        try (EnginePlayer remote = new EnginePlayer(engine("twixt --player engine:/no/such/program"), game)) {
            assertThatThrownBy(() -> remote.chooseAction(game.newInitialState()))
                    .hasMessageContaining("refused 'genmove': cannot build player engine:\"/no/such/program\"");
        }
    }

    /**
     * A tiny engine in sh: {@code =} to everything (unknown {@code game}: trusted), and
     * {@code GENMOVE} (a shell command) for genmove.
     */
    static PlayerSpec script(Path dir, String genmove) throws IOException {
        Path file = dir.resolve("engine.sh");
        Files.writeString(file, String.join("\n",
                "while read -r line; do",
                "  case \"$line\" in",
                "    game) printf '? unknown command\\n\\n' ;;",
                "    genmove*) " + genmove + " ;;",
                "    quit) printf '=\\n\\n'; exit 0 ;;",
                "    *) printf '=\\n\\n' ;;",
                "  esac",
                "done", ""));
        return PlayerSpec.parse("engine:\"sh '" + file + "'\"");
    }

    @Test
    void aProgramThatDoesNotAnswerInTimeIsStopped(@TempDir Path dir) throws IOException {
        Game game = Games.load("twixt(width=6,height=6)");
        PlayerSpec spec = script(dir, "sleep 600");
        // genmove answers a whole turn: 32 move times of 0.05 s, plus the margin of 1 s.
        try (EnginePlayer remote = new EnginePlayer(spec, game, 0.05, 1)) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> remote.chooseAction(game.newInitialState()))
                    .hasMessageContaining("engine 'sh '" + dir.resolve("engine.sh") + "'' did not answer 'genmove' within 2.6 s")
                    .hasMessageContaining("it was stopped");
            assertThat((System.nanoTime() - start) / 1e9).isBetween(2.5, 12.0);
            assertThat(remote.alive()).isFalse();
        }
    }

    @Test
    void aProgramThatResignsEndsTheGame(@TempDir Path dir) throws IOException {
        Game game = Games.load("twixt(width=6,height=6)");
        try (EnginePlayer remote = new EnginePlayer(script(dir, "printf '= resign\\n\\n'"), game)) {
            State s = MatchCommand.play(game, new Player[] {new RandomPlayer(1), remote}, new SplittableRandom(1), 1).state();
            assertThat(s.resignedPlayer()).isEqualTo(1);
            assertThat(s.outcome().toString()).isEqualTo("1-0 (Black resigns)");
            assertThat(s.historySize()).isEqualTo(1);
        }
    }

    @Test
    void commandLinesSplitLikeAShell() {
        assertThat(EnginePlayer.split("java -jar 'my dir/x.jar' engine \"a b\" c\\ d"))
                .containsExactly("java", "-jar", "my dir/x.jar", "engine", "a b", "c d");
        assertThatThrownBy(() -> EnginePlayer.split("java 'open")).hasMessageContaining("unclosed quote");
    }
}
