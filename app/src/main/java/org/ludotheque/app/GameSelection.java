package org.ludotheque.app;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.RecordFormat;

import picocli.CommandLine.Option;

/** The game arguments every command shares: {@code GAME [--ruleset R] [--option k=v]…}. */
final class GameSelection {

    @picocli.CommandLine.Parameters(index = "0", paramLabel = "GAME", description = "the game: twixt, thoughtwave, wykersham")
    String gameId;

    @Option(names = "--ruleset", paramLabel = "R", description = "a ruleset of the game (see 'games')")
    String ruleset;

    @Option(names = "--option", paramLabel = "k=v", description = "a game option, repeatable (see 'games')")
    Map<String, String> options = new LinkedHashMap<>();

    GameDefinition definition() {
        return Games.get(gameId);
    }

    /** Whether the user chose rules (a ruleset or an option) rather than leaving them to a record. */
    boolean rulesChosen() {
        return ruleset != null || !options.isEmpty();
    }

    Game game() {
        return game(Map.of());
    }

    Game game(Map<String, String> extra) {
        Map<String, String> all = new LinkedHashMap<>(options);
        all.putAll(extra);
        return definition().create(Parameters.resolve(definition(), ruleset, all));
    }

    /**
     * The chosen rules applied to a record's own game: the record keeps what the rules do not
     * decide (board size and the like), the chosen ruleset and options replace the rest.
     */
    Game rebase(Game recordGame) {
        return definition().create(recordGame.parameters().rebase(ruleset, options));
    }

    /**
     * Reads a record of this game from {@code file} in {@code format} (null: by the file's
     * extension), replayed under the rules the record implies or, when the user chose rules, under
     * those.
     */
    GameRecord readRecord(Path file, String format) {
        RecordFormat f = RecordFiles.format(definition(), format, file);
        String text = RecordFiles.read(file);
        return f.read(text, rulesChosen() ? rebase(f.impliedGame(text)) : null);
    }
}
