package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Games;

class EngineProtocolTest {

    private static String session(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    /** The protocol's answers, pinned: a seeded random player makes genmove and analyse deterministic. */
    @Test
    void goldenTranscriptOfATwixtSession() {
        String input = session("protocol_version", "name", "version", "list_commands", "game", "legal",
                "play C3", "genmove", "showboard", "play Z9", "play C3", "frobnicate", "play", "",
                "7 genmove", "8 analyse", "undo", "undo", "legal", "undo", "undo",
                "set width 4", "set linking sideways", "set colour red", "set height 5", "set width 5", "game",
                "play C1", "play A2", "play D3", "play A3", "result", "play C5", "result", "genmove", "legal",
                "undo", "result", "known_command genmove", "known_command resign", "draw", "draw black", "draw blue",
                "resign", "result", "play C5", "draw", "undo", "resign black", "undo", "result", "quit", "name");
        Cli cli = Cli.withInput(input, "engine", "twixt", "--option", "width=6", "--option", "height=6",
                "--player", "random", "--seed", "3");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.err).isEmpty();
        Cli.assertGolden("engine-twixt.txt", cli.out);
    }

    /** Dice: the controller may roll (play 4-2) or leave the roll to genmove; undo takes a turn back with its roll. */
    @Test
    void goldenTranscriptOfAWykershamSessionWithDice() {
        String input = session("legal", "genmove", "play 4-1", "legal", "play 4@1 ; 1@0", "play 4@4", "play 4@4 ...",
                "legal", "genmove", "undo", "result", "play 4-1: 4@4 ; 1@0", "analyse", "play 2-2", "analyse", "genmove",
                "showboard", "genmove", "undo", "undo", "undo", "undo", "draw", "resign", "resign b", "result", "genmove",
                "undo", "result", "quit");
        Cli cli = Cli.withInput(input, "engine", "wykersham", "--player", "random", "--seed", "11");
        assertThat(cli.exitCode).isZero();
        Cli.assertGolden("engine-wykersham.txt", cli.out);
    }

    /** An illegal move, a malformed command, an unknown command, a bad option: each answers ? and changes nothing. */
    @Test
    void errorsLeaveTheGameUnchanged() {
        EngineSession s = new EngineSession(Games.load("twixt(width=8,height=8)"), PlayerSpec.parse("random"), 1);
        s.handle("play C3");
        s.handle("play F2");
        int[] before = s.state().history();
        String board = s.state().toString();
        for (String bad : new String[] {"play C3", "play A3", "play zz", "play C5 C6", "play", "set width 99",
                "set nosuch 3", "set", "frobnicate", "12 frobnicate", "genmove black", "genmove blue", "legal all",
                "analyse 3", "undo 2", "newgame now", "showboard big", "known_command", "quit now"}) {
            String answer = s.handle(bad);
            assertThat(answer).as(bad).startsWith("?").endsWith("\n\n").doesNotContain("\n\n\n");
            assertThat(s.state().history()).as(bad).isEqualTo(before);
            assertThat(s.state().toString()).as(bad).isEqualTo(board);
        }
        assertThat(s.handle("12 frobnicate")).startsWith("?12 unknown command 'frobnicate'");
        assertThat(s.handle("set width 99")).isEqualTo("? option width: 99 is out of range; allowed: 5..48\n\n");
        assertThat(s.handle("undo 2")).isEqualTo("? undo takes no argument, not '2'\n\n");
        assertThat(s.handle("genmove blue")).isEqualTo("? no player 'blue'; players: red, black\n\n");
        assertThat(s.quit()).isFalse();
        assertThat(s.handle("game")).isEqualTo("= twixt(ruleset=dujardin,width=8,height=8)\n\n");
    }

    @Test
    void aPlayerThatCannotBeBuiltAnswersGenmoveWithAQuestionMark() {
        EngineSession s = new EngineSession(Games.load("twixt(width=6,height=6)"),
                PlayerSpec.parse("engine:\"/no/such/program\""), 1);
        assertThat(s.handle("genmove")).startsWith("? cannot build player engine:\"/no/such/program\": cannot start engine");
        assertThat(s.handle("analyse")).startsWith("? cannot build player");
        assertThat(s.handle("play C3")).isEqualTo("=\n\n");
        assertThat(s.state().historySize()).isEqualTo(1);
        s.close();
    }

    /**
     * genmove resigns a position the search thinks lost (below the threshold); a draw offer is
     * accepted by the side the search thinks behind, declined by the side ahead; undo takes either back.
     */
    @Test
    void genmoveResignsAndDrawOffersAreJudgedByTheSearch() {
        EngineSession s = new EngineSession(Games.load("twixt(width=5,height=5)"), PlayerSpec.parse("mcts:playouts=3000"), 1, 0.5);
        for (String move : new String[] {"play C1", "play B3", "play D3", "play D4"}) {
            assertThat(s.handle(move)).isEqualTo("=\n\n");
        }
        // Red to move is behind: its estimate is about 0.08.
        assertThat(s.handle("draw red")).isEqualTo("= decline\n\n");
        assertThat(s.handle("draw")).isEqualTo("= accept\n\n");
        assertThat(s.handle("result")).isEqualTo("= 1/2-1/2 (agreement)\n\n");
        assertThat(s.handle("undo")).isEqualTo("=\n\n");
        assertThat(s.handle("genmove")).isEqualTo("= resign\n\n");
        assertThat(s.handle("result")).isEqualTo("= 0-1 (Red resigns)\n\n");
        assertThat(s.state().historySize()).isEqualTo(4);
        assertThat(s.handle("undo")).isEqualTo("=\n\n");
        assertThat(s.handle("result")).isEqualTo("= unfinished\n\n");
        s.close();
        EngineSession never = new EngineSession(Games.load("twixt(width=5,height=5)"), PlayerSpec.parse("mcts:playouts=3000"), 1, 0);
        for (String move : new String[] {"play C1", "play B3", "play D3", "play D4"}) {
            never.handle(move);
        }
        assertThat(never.handle("genmove")).startsWith("= ").doesNotContain("resign");
    }

    @Test
    void aResignationThresholdOutsideZeroToOneIsRefused() {
        for (String r : new String[] {"2", "1", "-0.1"}) {
            Cli cli = Cli.withInput("genmove\n", "engine", "twixt", "--player", "random", "--resign", r);
            assertThat(cli.exitCode).as(r).isEqualTo(2);
            assertThat(cli.err).startsWith("error: --resign must be from 0 (never) to below 1, not ");
            assertThat(cli.out).isEmpty();
        }
    }

    /** At a roll genmove's player name is checked against the player the roll is for; the starting roll is anyone's. */
    @Test
    void genmoveChecksTheNamedPlayerAtARoll() {
        EngineSession s = new EngineSession(Games.load("wykersham"), PlayerSpec.parse("random"), 3);
        assertThat(s.handle("genmove nobody")).isEqualTo("? no player 'nobody'; players: a, b\n\n");
        assertThat(s.state().historySize()).isZero();
        assertThat(s.handle("play start 1-2")).isEqualTo("=\n\n");
        assertThat(s.handle("genmove a")).isEqualTo("? it is b's turn, not a's\n\n");
        assertThat(s.state().historySize()).isEqualTo(1);
        assertThat(s.handle("genmove B")).startsWith("= ");
        assertThat(s.handle("genmove b")).isEqualTo("? it is a's turn, not b's\n\n");
        EngineSession fresh = new EngineSession(Games.load("wykersham"), PlayerSpec.parse("random"), 3);
        assertThat(fresh.handle("genmove b")).startsWith("= start ");
    }

    @Test
    void setRulesetKeepsTheBoardSizeAndStartsANewGame() {
        EngineSession s = new EngineSession(Games.load("twixt(width=8,height=8)"), PlayerSpec.parse("random"), 1);
        s.handle("play C3");
        assertThat(s.handle("set ruleset pp")).isEqualTo("=\n\n");
        assertThat(s.handle("game")).isEqualTo("= twixt(ruleset=pp,width=8,height=8)\n\n");
        assertThat(s.state().historySize()).isZero();
        assertThat(s.handle("set ruleset nosuch")).startsWith("? unknown ruleset 'nosuch' for twixt; allowed: ");
    }

    /** genmove plays a whole turn: under manual linking a turn is several actions, answered as one text that play reads back. */
    @Test
    void genmovePlaysAWholeTurnThatPlayReadsBack() {
        EngineSession s = new EngineSession(Games.load("twixt(ruleset=standard,width=8,height=8)"), PlayerSpec.parse("random"), 4);
        EngineSession copy = new EngineSession(Games.load("twixt(ruleset=standard,width=8,height=8)"), PlayerSpec.parse("random"), 9);
        for (int i = 0; i < 8; i++) {
            int turn = s.state().turn();
            String answer = s.handle("genmove");
            assertThat(answer).startsWith("= ");
            assertThat(s.state().turn()).isEqualTo(turn + 1);
            assertThat(copy.handle("play " + answer.substring(2).strip())).isEqualTo("=\n\n");
        }
        assertThat(copy.state().history()).isEqualTo(s.state().history());
    }
}
