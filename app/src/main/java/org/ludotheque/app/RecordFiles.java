package org.ludotheque.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.server.FileErrors;

/** Reading and writing record files: the format from {@code --format} or the file's extension. */
final class RecordFiles {
    private RecordFiles() {
    }

    static RecordFormat format(GameDefinition def, String formatName, Path file) {
        return formatName != null ? def.recordFormat(formatName) : def.recordFormatForFile(file.getFileName().toString());
    }

    /** Whether {@code file}'s name ends with one of {@code format}'s extensions. */
    static boolean hasExtensionOf(RecordFormat format, Path file) {
        return format.extensions().stream().anyMatch(e -> endsWith(file, e));
    }

    /** The extension {@code format}'s records are written with (its first). */
    static String ownExtension(RecordFormat format) {
        return format.extensions().get(0);
    }

    /**
     * The records in directory {@code dir}, in the order of their names: the files named with the own
     * extension of one of the game's formats. A format may read other extensions too (the native one
     * also reads {@code .txt}), but a directory's notes are not records.
     */
    static List<Path> recordsIn(GameDefinition def, Path dir) {
        List<String> own = def.recordFormats().stream().filter(f -> !f.extensions().isEmpty())
                .map(RecordFiles::ownExtension).toList();
        try (Stream<Path> listed = Files.list(dir)) {
            return listed.filter(f -> Files.isRegularFile(f) && own.stream().anyMatch(e -> endsWith(f, e)))
                    .sorted().toList();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot list " + dir + ": " + FileErrors.reason(dir, e));
        }
    }

    private static boolean endsWith(Path file, String extension) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith("." + extension.toLowerCase(Locale.ROOT));
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no such file: " + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + FileErrors.reason(file, e));
        }
    }

    static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + file + ": " + FileErrors.reason(file, e));
        }
    }
}
