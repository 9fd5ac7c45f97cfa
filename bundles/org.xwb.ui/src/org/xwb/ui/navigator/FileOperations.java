package org.xwb.ui.navigator;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;

import org.xwb.core.workspace.Workspace;

/**
 * The navigator's changes to the workspace's files, each undoable: rename, delete (into the
 * workspace's trash folder {@code .trash}, never destroyed), copy-and-paste and move (drag). An
 * operation moves whole files and folders with {@link Files#move}, so undo puts back exactly what
 * was there; nothing is ever overwritten (a name that exists is refused, or a paste gets a new
 * name). One instance per workbench, shared by the navigator and its commands.
 */
public final class FileOperations {

    /** The workspace's trash folder: hidden in the navigator, one folder per delete. */
    public static final String TRASH = ".trash";

    /** One done operation: the moves it made, in order (a copy's "move" is from nothing). */
    private record Operation(String label, List<Move> moves) {
    }

    /** {@code from} null: a copy made at {@code to}, undone into the trash. */
    private record Move(Path from, Path to) {
    }

    private final Workspace workspace;
    private final Deque<Operation> undo = new ArrayDeque<>();
    private final Deque<Operation> redo = new ArrayDeque<>();
    private List<Path> copied = List.of();

    public FileOperations(Workspace workspace) {
        this.workspace = workspace;
    }

    public Path trash() {
        return workspace.root().resolve(TRASH);
    }

    /** Renames a file or folder within its folder; returns the new path. */
    public Path rename(Path path, String newName) throws IOException {
        Path target = path.resolveSibling(newName);
        return perform("Rename " + path.getFileName() + " to " + newName, List.of(new Move(path, target))).get(0).to();
    }

    /** Moves files and folders into the trash (a folder of its own per delete); returns where they went. */
    public List<Path> delete(List<Path> paths) throws IOException {
        Path bin = trash().resolve(LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")));
        List<Move> moves = new ArrayList<>();
        for (Path path : paths) {
            Path inside = workspace.root().relativize(path.toAbsolutePath().normalize());
            moves.add(new Move(path, bin.resolve(inside.toString())));
        }
        return perform("Delete " + names(paths), moves).stream().map(Move::to).toList();
    }

    /** Moves files and folders into a folder (a drag in the navigator); returns their new paths. */
    public List<Path> move(List<Path> paths, Path folder) throws IOException {
        List<Move> moves = new ArrayList<>();
        for (Path path : paths) {
            if (!folder.equals(path.getParent())) {
                moves.add(new Move(path, folder.resolve(path.getFileName().toString())));
            }
        }
        return perform("Move " + names(paths) + " to " + folder.getFileName(), moves).stream().map(Move::to).toList();
    }

    /** Copy: remembers the paths for {@link #paste}. */
    public void copy(List<Path> paths) {
        copied = List.copyOf(paths);
    }

    public List<Path> copied() {
        return copied;
    }

    /**
     * Copies files and folders into a folder; a name that exists there gets {@code -copy},
     * {@code -copy2}, ... before its extension. Returns the copies.
     */
    public List<Path> paste(List<Path> paths, Path folder) throws IOException {
        List<Move> copies = new ArrayList<>();
        for (Path source : paths) {
            Path target = free(folder, source.getFileName().toString());
            copyTree(source, target);
            copies.add(new Move(null, target));
        }
        push(new Operation("Paste " + names(paths), copies));
        return copies.stream().map(Move::to).toList();
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** What Undo would undo, e.g. "Delete a.xwl". */
    public String undoLabel() {
        return undo.isEmpty() ? null : undo.peek().label();
    }

    /** Puts back what the last operation changed; returns the paths it restored. */
    public List<Path> undo() throws IOException {
        Operation last = undo.pop();
        List<Path> restored = new ArrayList<>();
        List<Move> moves = new ArrayList<>(last.moves());
        java.util.Collections.reverse(moves);
        List<Move> undone = new ArrayList<>();
        for (Move move : moves) {
            if (move.from() == null) { // a copy: into the trash, where redo finds it
                Path bin = trash().resolve("undone-paste-" + System.nanoTime()).resolve(move.to().getFileName().toString());
                moveOne(move.to(), bin);
                undone.add(new Move(bin, move.to()));
            } else {
                moveOne(move.to(), move.from());
                restored.add(move.from());
            }
        }
        redo.push(new Operation(last.label(), last.moves().stream()
                .map(m -> m.from() == null ? undone.stream().filter(u -> u.to().equals(m.to())).findFirst().orElseThrow() : m)
                .toList()));
        return restored;
    }

    /** Does again what was undone last. */
    public void redo() throws IOException {
        Operation next = redo.pop();
        for (Move move : next.moves()) {
            moveOne(move.from(), move.to());
        }
        undo.push(next);
    }

    private List<Move> perform(String label, List<Move> moves) throws IOException {
        List<Move> done = new ArrayList<>();
        try {
            for (Move move : moves) {
                moveOne(move.from(), move.to());
                done.add(move);
            }
        } catch (IOException e) {
            for (int i = done.size() - 1; i >= 0; i--) { // all or nothing
                moveOne(done.get(i).to(), done.get(i).from());
            }
            throw e;
        }
        push(new Operation(label, moves));
        return moves;
    }

    private void push(Operation operation) {
        undo.push(operation);
        redo.clear();
    }

    private static void moveOne(Path from, Path to) throws IOException {
        if (Files.exists(to)) {
            throw new FileAlreadyExistsException(to.toString(), null, "exists already; nothing is overwritten");
        }
        Files.createDirectories(to.getParent());
        Files.move(from, to);
    }

    private static Path free(Path folder, String name) {
        Path target = folder.resolve(name);
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        for (int i = 1; Files.exists(target); i++) {
            target = folder.resolve(base + "-copy" + (i == 1 ? "" : String.valueOf(i)) + extension);
        }
        return target;
    }

    private static void copyTree(Path source, Path target) throws IOException {
        if (target.startsWith(source)) {
            throw new IOException("Cannot paste " + source.getFileName() + " into itself");
        }
        try (Stream<Path> tree = Files.walk(source)) {
            for (Path path : tree.sorted(Comparator.naturalOrder()).toList()) {
                Path copy = target.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    Files.createDirectories(copy.getParent());
                    Files.copy(path, copy);
                }
            }
        }
    }

    private static String names(List<Path> paths) {
        return paths.size() == 1 ? paths.get(0).getFileName().toString() : paths.size() + " files";
    }
}
