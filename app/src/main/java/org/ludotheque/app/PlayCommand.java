package org.ludotheque.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;

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
        header = "Play a game between two people at one terminal.",
        description = "A game between two people at one terminal: type moves in the game's notation, or one of: "
                + "undo, resign, draw, save FILE, moves, help, quit.")
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

    @Option(names = "--seed", paramLabel = "S", description = "seed the dice (default: unpredictable)")
    Long seed;

    private PrintWriter out;
    private BufferedReader in;

    @Override
    public Integer call() throws IOException {
        if (!dice.equals("auto") && !dice.equals("manual")) {
            throw new IllegalArgumentException("--dice: '" + dice + "' is not allowed; allowed: auto, manual");
        }
        out = spec.commandLine().getOut();
        in = main.in();
        Game game = selection.game();
        Random rng = seed != null ? new Random(seed) : new SecureRandom();
        State s = game.newInitialState();
        out.println(game.definition().displayName() + " — " + game.spec() + ". Type 'help' for the commands.");
        boolean show = true;
        while (true) {
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
            try {
                switch (command) {
                    case "quit":
                    case "exit":
                        out.flush();
                        return 0;
                    case "help":
                        help(game);
                        break;
                    case "undo":
                        undoTurn(s);
                        show = true;
                        break;
                    case "resign":
                        requireLive(s);
                        s.resign(Turns.resigner(s, words.length > 1 ? words[1].trim() : ""));
                        show = true;
                        break;
                    case "draw":
                        requireLive(s);
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
        String name = s.game().playerName(s.currentPlayer());
        return Character.toUpperCase(name.charAt(0)) + name.substring(1) + " to move> ";
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
        RecordFiles.write(path, f.write(GameRecord.of(s)));
        out.println("saved " + path + " (" + f.id() + ")");
    }

    private void help(Game game) {
        out.println("Type a move in the game's notation (see the docs), or:");
        // Only typed dice stop at a roll, where no one is to move.
        boolean typedRolls = dice.equals("manual") && Turns.hasDice(game);
        if (typedRolls) {
            out.println("  at roll>    the roll (4-2; start 5-3 for the starting roll), or the whole turn with it");
        }
        out.println("  undo        take back the last turn");
        out.println(typedRolls ? "  resign [P]  the player to move resigns (at a roll, name the player: resign "
                + game.playerName(0) + ")" : "  resign      the player to move resigns");
        out.println("  draw        both players agree to a draw");
        out.println("  moves       list the legal actions");
        out.println("  save FILE   save the game (format from the extension; see 'games')");
        out.println("  quit        leave");
    }
}
