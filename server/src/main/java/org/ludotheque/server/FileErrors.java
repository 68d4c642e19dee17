package org.ludotheque.server;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * What went wrong with a file, in words. Java's file-system exceptions carry only a path as their
 * message, so "cannot write out.bin: out.bin" would tell the user nothing. Used by the server for
 * its data folder and by the command line for every file it reads or writes.
 */
public final class FileErrors {

    private FileErrors() {
    }

    /**
     * Refuses, before any work, a file that could not be written: one in a directory that does not
     * exist, or a directory. A long command (training) would otherwise lose its work at the end.
     */
    public static void refuseUnwritable(Path file) {
        Path parent = missingParent(file);
        if (parent != null) {
            throw new IllegalArgumentException("cannot write " + file + ": no directory " + parent);
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException("cannot write " + file + ": it is a directory");
        }
    }

    /** Why {@code e} failed on {@code path} (the file or directory the command named). */
    public static String reason(Path path, IOException e) {
        if (e instanceof NoSuchFileException) {
            Path parent = missingParent(path);
            return parent != null ? "no directory " + parent : "no such file";
        }
        if (e instanceof FileAlreadyExistsException f) {
            // Files.createDirectories: the path, or a folder on the way to it, is a file.
            return (f.getFile() != null ? f.getFile() : path) + " is a file, not a directory";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (Files.isDirectory(path)) {
            // Reading a directory fails with the system's own words ("Is a directory").
            return "it is a directory";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** The directory {@code path} should stand in, when it does not exist; else null. */
    private static Path missingParent(Path path) {
        Path parent = path.toAbsolutePath().getParent();
        return parent != null && !Files.isDirectory(parent) ? parent : null;
    }
}
