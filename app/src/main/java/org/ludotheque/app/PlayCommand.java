package org.ludotheque.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;

import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.State;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "play",
        header = "Play a game at the terminal, between two people or against the computer.",
        description = "A game at one terminal, between two people or, with --against, against a computer player: "
                + "type moves in the game's notation, or one of: undo, resign, draw, save FILE, moves, help, quit.")
final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Mixin
    GameSelection selection;

    @Option(names = "--dice", paramLabel = "auto|manual", defaultValue = "auto",
            description = "auto: the program rolls; manual: type each roll (to replay a game from a real board)")
    String dice;

    @Option(names = "--seed", paramLabel = "S", description = "seed the dice and the computer (default: unpredictable)")
    Long seed;

    @Option(names = "--against", paramLabel = "SPEC",
            description = "play against this computer player: mcts:level=1…7, mcts:level=max, uct, random, "
                    + "engine:\"COMMAND\" (settings as in match)")
    String against;

    @Option(names = "--as", paramLabel = "PLAYER",
            description = "with --against, the side you play, by its name (default: the first player)")
    String as;

    /** The computer player with --against, else null. */
    private Player computer;
    /** The side the person starts with against the computer (a pie rule by sides may exchange it). */
    private int personSeat;

    private PrintWriter out;
    private BufferedReader in;
    /** The game as last saved, or null. */
    private GameRecord saved;
    /** Whether the last command was a quit that was warned the game is not saved. */
    private boolean quitWarned;

    @Override
    public Integer call() throws IOException {
        if (!dice.equals("auto") && !dice.equals("manual")) {
            throw new IllegalArgumentException("--dice: '" + dice + "' is not allowed; allowed: auto, manual");
        }
        out = spec.commandLine().getOut();
        in = main.in();
        Game game = selection.game();
        Random rng = seed != null ? new Random(seed) : new SecureRandom();
        if (as != null && against == null) {
            throw new IllegalArgumentException("--as names your side against the computer: give --against SPEC too");
        }
        if (against != null) {
            personSeat = as != null ? Turns.playerIndex(game, as) : 0;
            computer = AppPlayers.create(PlayerSpec.parse(against), game, seed != null ? seed : rng.nextLong());
        }
        try {
            return play(game, rng);
        } finally {
            if (computer != null) {
                AppPlayers.close(computer);
            }
        }
    }

    private int play(Game game, Random rng) throws IOException {
        State s = game.newInitialState();
        out.println(game.definition().displayName() + " — " + game.spec() + ". Type 'help' for the commands.");
        if (computer != null) {
            out.println("You play " + Turns.sideName(game, personSeat) + " against " + computer.describe() + ".");
        }
        boolean show = true;
        int side = personSeat;
        while (true) {
            if (computer != null && person(s) != side) {
                side = person(s);
                out.println("You now play " + Turns.sideName(game, side) + ": the pie rule exchanged the sides.");
            }
            if (s.isChanceNode() && dice.equals("auto")) {
                int a = s.chanceOutcomes().pick(rng.nextDouble());
                out.println("roll: " + s.actionToString(a));
                s.apply(a);
                continue;
            }
            if (!s.isTerminal() && !s.isChanceNode() && s.legalMoveCount() == 0 && s.legalActionCount() == 1) {
                // A forced action (a pass): nothing to choose, so the terminal plays it.
                int forced = s.legalActions()[0];
                out.println(prompt(s) + s.actionToString(forced) + " (forced)");
                s.apply(forced);
                show = true;
                continue;
            }
            if (computer != null && !s.isTerminal() && !s.isChanceNode() && s.currentPlayer() != person(s)) {
                if (show) {
                    out.print(s);
                }
                out.println(prompt(s) + computerTurn(s) + " (" + computer.describe() + ")");
                show = true;
                continue;
            }
            if (show && !s.isChanceNode()) {
                // The drawing ends with whose move it is, or the result; at a roll it waits for the dice.
                out.print(s);
                show = false;
            }
            out.print(prompt(s));
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                break;
            }
            line = line.trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] words = line.split("\\s+", 2);
            String command = words[0].toLowerCase(Locale.ROOT);
            boolean warned = quitWarned;
            quitWarned = false;
            try {
                switch (command) {
                    case "quit":
                    case "exit":
                        if (!warned && s.historySize() > 0 && !GameRecord.of(s).equals(saved)) {
                            // Nothing a player did is lost without being asked.
                            out.println("the game is not saved: 'save FILE' keeps it, 'quit' again leaves without it");
                            quitWarned = true;
                            break;
                        }
                        out.flush();
                        return 0;
                    case "help":
                        help(game);
                        break;
                    case "undo":
                        if (computer != null) {
                            undoToPersonsTurn(s);
                        } else {
                            undoTurn(s);
                        }
                        show = true;
                        break;
                    case "resign":
                        requireLive(s);
                        String name = words.length > 1 ? words[1].trim() : "";
                        s.resign(computer != null ? personResigning(s, name) : Turns.resigner(s, name));
                        show = true;
                        break;
                    case "draw":
                        requireLive(s);
                        if (computer != null) {
                            throw new IllegalStateException("the computer does not agree to draws: play on, or resign");
                        }
                        s.agreeDraw();
                        show = true;
                        break;
                    case "moves":
                        out.println(legalMoves(s));
                        break;
                    case "save":
                        save(s, words.length > 1 ? words[1].trim() : "");
                        break;
                    default:
                        requireLive(s);
                        if (computer != null && s.isChanceNode()) {
                            refuseComputersTurn(s, line);
                        }
                        Turns.play(s, line);
                        show = true;
                }
            } catch (IllegalArgumentException | IllegalStateException e) {
                out.println("error: " + e.getMessage());
            }
        }
        out.flush();
        return 0;
    }

    private static void requireLive(State s) {
        if (s.isTerminal()) {
            throw new IllegalStateException("the game is over: " + s.outcome() + " (undo, save or quit)");
        }
    }

    private String prompt(State s) {
        if (s.isTerminal()) {
            return "> ";
        }
        if (s.isChanceNode()) {
            return "roll> "; // --dice manual: the roll, or the whole turn with it
        }
        return Turns.sideName(s.game(), s.currentPlayer()) + " to move> ";
    }


    /** The player the person holds now: their starting side, exchanged by each pie rule by sides. */
    private int person(State s) {
        int held = personSeat;
        State probe = s.game().newInitialState();
        for (int a : s.history()) {
            if (probe.exchangesSeats(a)) {
                held = 1 - held;
            }
            probe.apply(a);
        }
        return held;
    }

    /** Against the computer only the person resigns: the side they hold, or it named. */
    private int personResigning(State s, String name) {
        int p = person(s);
        if (!name.isEmpty() && Turns.playerIndex(s.game(), name) != p) {
            throw new IllegalArgumentException("you play " + Turns.sideName(s.game(), p) + ": only you can resign");
        }
        return p;
    }

    /**
     * With typed dice, the roll before the computer's turn may be typed whole with a turn; the turn
     * itself is the computer's to choose. Refuses such text, changing nothing.
     */
    private void refuseComputersTurn(State s, String line) {
        State typed = s.copy();
        Turns.play(typed, line);
        State probe = s.copy();
        for (int k = s.historySize(); k < typed.historySize(); k++) {
            if (!probe.isChanceNode() && probe.currentPlayer() != person(probe)) {
                throw new IllegalArgumentException("the computer plays its own turns: type its roll alone");
            }
            probe.apply(typed.history()[k]);
        }
    }

    /** The computer plays the rest of its turn; answers the turn's text. */
    private String computerTurn(State s) {
        State before = s.copy();
        int from = s.historySize();
        int turn = s.turn();
        while (!s.isTerminal() && !s.isChanceNode() && s.turn() == turn && s.currentPlayer() != person(s)) {
            s.apply(computer.chooseAction(s));
        }
        return Turns.turnText(before, s.history(), from, s.historySize());
    }

    /**
     * Against the computer, takes back turns until it is the person's move again: their last turn
     * and the computer's answer. Refused, changing nothing, when no turn of theirs is left to take back.
     */
    private void undoToPersonsTurn(State s) {
        if (s.resignedPlayer() >= 0) {
            s.undo();
            return;
        }
        State probe = s.copy();
        do {
            undoTurn(probe);
        } while (probe.isChanceNode() || probe.currentPlayer() != person(probe));
        while (s.historySize() > probe.historySize()) {
            s.undo();
        }
        computer.reset();
    }

    /** Takes back the last whole turn (or a resignation or agreed draw). */
    private void undoTurn(State s) {
        if (s.resignedPlayer() >= 0 || s.drawAgreed()) {
            s.undo();
            return;
        }
        int[][] turns = Notation.turnRanges(s.game(), s.history());
        int target = -1;
        for (int i = turns.length - 1; i >= 0 && target < 0; i--) {
            State probe = s.game().newInitialState();
            int[] h = s.history();
            for (int k = 0; k < turns[i][1]; k++) {
                probe.apply(h[k]);
            }
            // The last turn that a player completed (a roll alone is not a turn to take back).
            if (turns[i][1] <= s.historySize() && probe.turn() > 0 && containsDecision(s.game(), h, turns[i])) {
                target = turns[i][0];
            }
        }
        if (target < 0) {
            throw new IllegalStateException("nothing to undo");
        }
        // Keep the turn's dice: taking back a move must not re-roll them.
        int[] h = s.history();
        State probe = s.game().newInitialState();
        for (int k = 0; k < target; k++) {
            probe.apply(h[k]);
        }
        while (target < h.length && probe.isChanceNode()) {
            probe.apply(h[target++]);
        }
        while (s.historySize() > target) {
            s.undo();
        }
    }

    private static boolean containsDecision(Game game, int[] history, int[] range) {
        State probe = game.newInitialState();
        for (int k = 0; k < range[1]; k++) {
            if (k >= range[0] && probe.currentPlayer() >= 0) {
                return true;
            }
            probe.apply(history[k]);
        }
        return false;
    }

    private String legalMoves(State s) {
        if (s.isTerminal()) {
            return "no moves: the game is over";
        }
        StringBuilder sb = new StringBuilder();
        int[] legal = s.legalActions();
        for (int a : legal) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(s.actionToString(a));
        }
        return legal.length + " legal actions: " + sb;
    }

    private void save(State s, String file) {
        if (file.isEmpty()) {
            throw new IllegalArgumentException("save needs a file name, e.g. save game.txt");
        }
        Path path = Path.of(file);
        RecordFormat f = s.game().definition().recordFormatForFile(path.getFileName().toString());
        GameRecord record = GameRecord.of(s);
        RecordFiles.write(path, f.write(record));
        saved = record;
        out.println("saved " + path + " (" + f.id() + ")");
    }

    private void help(Game game) {
        out.println("Type a move in the game's notation (see the docs), or:");
        // Only typed dice stop at a roll, where no one is to move.
        boolean typedRolls = dice.equals("manual") && Turns.hasDice(game);
        if (typedRolls) {
            out.println("  at roll>    the roll (4-2; start 5-3 for the starting roll), or the whole turn with it");
        }
        if (computer != null) {
            out.println("  undo        take back your last turn and the computer's answer");
            out.println("  resign      you resign");
        } else {
            out.println("  undo        take back the last turn");
            out.println(typedRolls ? "  resign [P]  the player to move resigns (at a roll, name the player: resign "
                    + game.playerName(0) + ")" : "  resign      the player to move resigns");
            out.println("  draw        both players agree to a draw");
        }
        out.println("  moves       list the legal actions");
        out.println("  save FILE   save the game (format from the extension; see 'games')");
        out.println("  quit        leave (asked twice while the game has moves not saved)");
    }
}
