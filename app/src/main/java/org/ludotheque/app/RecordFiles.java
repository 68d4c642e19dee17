package org.ludotheque.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.RecordFormat;

/** Reading and writing record files: the format from {@code --format} or the file's extension. */
final class RecordFiles {
    private RecordFiles() {
    }

    static RecordFormat format(GameDefinition def, String formatName, Path file) {
        return formatName != null ? def.recordFormat(formatName) : def.recordFormatForFile(file.getFileName().toString());
    }

    /** Whether {@code file}'s name ends with one of {@code format}'s extensions. */
    static boolean hasExtensionOf(RecordFormat format, Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return format.extensions().stream().anyMatch(e -> name.endsWith("." + e.toLowerCase(java.util.Locale.ROOT)));
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no such file: " + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
    }

    static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + file + ": " + e.getMessage());
        }
    }
}
