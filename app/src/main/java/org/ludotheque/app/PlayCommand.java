package org.ludotheque.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;

import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
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

    /** The computer with --against, else null. */
    private ComputerOpponent computer;

    private PrintWriter out;
    private BufferedReader in;
    /** The game as last saved, or null. */
    private GameRecord saved;
    /** The last command if it was a quit or a rematch that was warned the game is not saved, else null. */
    private String warnedFor;

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
            computer = new ComputerOpponent(AppPlayers.create(PlayerSpec.parse(against), game,
                    seed != null ? seed : rng.nextLong()), as != null ? Turns.playerIndex(game, as) : 0);
        }
        try {
            return play(game, rng);
        } finally {
            if (computer != null) {
                computer.close();
            }
        }
    }

    private int play(Game game, Random rng) throws IOException {
        State s = game.newInitialState();
        out.println(game.definition().displayName() + " — " + game.spec() + ". Type 'help' for the commands.");
        if (computer != null) {
            out.println("You play " + Turns.sideName(game, computer.personSeat()) + " against " + computer.describe() + ".");
        }
        boolean show = true;
        int side = computer != null ? computer.personSeat() : -1;
        while (true) {
            if (computer != null && computer.person(s) != side) {
                side = computer.person(s);
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
            if (computer != null && computer.toMove(s)) {
                if (show) {
                    out.print(s);
                }
                out.println(prompt(s) + computer.playTurn(s) + " (" + computer.describe() + ")");
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
            boolean warned = command.equals(warnedFor);
            warnedFor = null;
            try {
                switch (command) {
                    case "quit":
                    case "exit":
                        if (!warned && unsaved(s)) {
                            // Nothing a player did is lost without being asked.
                            out.println("the game is not saved: 'save FILE' keeps it, 'quit' again leaves without it");
                            warnedFor = command;
                            break;
                        }
                        out.flush();
                        return 0;
                    case "rematch":
                        if (!s.isTerminal()) {
                            throw new IllegalStateException("a rematch comes once the game is over: play on, or resign");
                        }
                        if (!warned && unsaved(s)) {
                            out.println("the game is not saved: 'save FILE' keeps it, 'rematch' again starts the next without it");
                            warnedFor = command;
                            break;
                        }
                        s = game.newInitialState();
                        saved = null;
                        if (computer != null) {
                            computer.exchangeSeats();
                            side = computer.personSeat();
                            out.println("Rematch: you play " + Turns.sideName(game, side) + " against " + computer.describe() + ".");
                        } else {
                            out.println("Rematch: a new game.");
                        }
                        show = true;
                        break;
                    case "help":
                        help(game);
                        break;
                    case "undo":
                        if (computer != null) {
                            computer.undo(s);
                        } else {
                            Turns.undoTurnKeepingDice(s);
                        }
                        show = true;
                        break;
                    case "resign":
                        requireLive(s);
                        String name = words.length > 1 ? words[1].trim() : "";
                        s.resign(computer != null ? computer.resigner(s, name) : Turns.resigner(s, name));
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
                            computer.refuseTurnAtRoll(s, line);
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

    private boolean unsaved(State s) {
        return s.historySize() > 0 && !GameRecord.of(s).equals(saved);
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
        Map<String, String> tags = new LinkedHashMap<>();
        if (computer != null) {
            // Each colour's tag names who holds it now, as match records do.
            for (int p = 0; p < 2; p++) {
                tags.put(Turns.sideName(s.game(), p), p == computer.person(s) ? "human" : computer.describe());
            }
        }
        GameRecord record = GameRecord.of(s, tags);
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
        out.println(computer != null ? "  rematch     once the game is over: another, the sides exchanged"
                : "  rematch     once the game is over: another game");
        out.println("  moves       list the legal actions");
        out.println("  save FILE   save the game (format from the extension; see 'games')");
        out.println("  quit        leave (asked twice while the game has moves not saved)");
    }
}
