package org.xwb.model.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * File failures in plain words, each naming the file and what to do, never a Java class name: a
 * workload of random bytes, a folder, a missing file, and the operating system's refusals.
 */
class FileErrorsTest {

    @TempDir
    Path dir;

    @Test
    void aWorkloadThatIsNotUtf8IsLocatedAtItsFirstBadByte() throws Exception {
        Path file = dir.resolve("latin1.xwl");
        byte[] head = "<workload xmlns=\"http://xwb.org/workload/1.0\" name=\"x\">\n  <description>caf".getBytes(StandardCharsets.US_ASCII);
        byte[] bytes = new byte[head.length + 1];
        System.arraycopy(head, 0, bytes, 0, head.length);
        bytes[head.length] = (byte) 0xE9; // é in ISO-8859-1
        Files.write(file, bytes);
        assertArrayEquals(new long[] { head.length, 0xE9, 2, 19 }, FileErrors.firstNonUtf8Byte(file));
        FileProblem problem = onlyProblem(file);
        assertEquals(2, problem.line());
        assertEquals(19, problem.column());
        assertEquals("not UTF-8 text: byte 0xE9 at offset " + head.length + " (line 2, column 19) is not valid UTF-8; "
                + "save the file as UTF-8", problem.message());
    }

    @Test
    void randomBytesAreNotUtf8TextNotAParserException() throws Exception {
        Path file = dir.resolve("hugegarbage.xwl");
        byte[] garbage = new byte[4096];
        new java.util.SplittableRandom(19).nextBytes(garbage);
        Files.write(file, garbage);
        FileProblem problem = onlyProblem(file);
        assertTrue(problem.message().startsWith("not UTF-8 text: byte 0x"), problem.toString());
        assertPlain(problem.toString());
    }

    @Test
    void aFolderAndAMissingFileAreSaidSo() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("folder.xwl"));
        assertEquals(folder + ": cannot read: a folder, not a file; name a file", onlyProblem(folder).toString());
        Path missing = dir.resolve("missing.xwl");
        assertEquals(missing + ": no such file; check the path", onlyProblem(missing).toString());
        WorkloadFileException save = assertThrows(WorkloadFileException.class,
                () -> WorkloadFiles.save(org.xwb.model.XwbFactory.eINSTANCE.createWorkload(), folder));
        assertPlain(save.getMessage());
    }

    @Test
    void theOperatingSystemsRefusalsAreNamedWithWhatToDo() {
        Path file = dir.resolve("w.xwl");
        // as root (CI) the file system refuses neither reading nor writing: the exceptions Java throws are built here
        assertEquals(file + ": permission denied; check the permissions of the file and its folders",
                FileErrors.describe(null, new AccessDeniedException(file.toString())));
        assertEquals(file + ": no space left on the disk; free some space or choose another folder",
                FileErrors.describe(file, new IOException("No space left on device")));
        assertEquals(file + ": on a read-only file system; choose another folder",
                FileErrors.describe(null, new FileSystemException(file.toString(), null, "Read-only file system")));
        assertEquals(file + ": a folder, not a file; name a file",
                FileErrors.describe(file, new java.io.UncheckedIOException(new IOException("Is a directory"))));
        assertNull(FileErrors.describe(file, new IllegalStateException("not about files")));
    }

    private static FileProblem onlyProblem(Path file) {
        WorkloadFileException e = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.load(file));
        assertEquals(1, e.problems().size(), e.problems().toString());
        assertPlain(e.problems().get(0).toString());
        return e.problems().get(0);
    }

    /** No Java class name, no exception word. */
    static void assertPlain(String message) {
        assertTrue(!message.matches("(?s).*\\b(java|javax|com\\.sun|jdk|org\\.eclipse)\\.[a-z].*")
                && !message.contains("Exception"), "plain words only: " + message);
    }
}
