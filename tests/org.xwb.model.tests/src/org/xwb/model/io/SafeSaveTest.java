package org.xwb.model.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Collection;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.testing.SampleWorkloads;

/** Saving never destroys the good file: whatever goes wrong, the old bytes stay and no debris is left. */
class SafeSaveTest {

    @TempDir
    Path folder;

    private Path target;
    private byte[] good;

    @BeforeEach
    void writeAGoodFile() throws Exception {
        target = folder.resolve("good.xwl");
        WorkloadFiles.save(SampleWorkloads.rich(), target);
        good = Files.readAllBytes(target);
    }

    @Test
    void aTextTheFormatCannotCarryLeavesTheOldFile() throws Exception {
        Workload broken = SampleWorkloads.minimal();
        broken.getTransactions().get(0).getStatements().get(0).getTexts().set(0, "SELECT \u0001 FROM x WHERE id = ?");

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.save(broken, target));

        assertTrue(error.getMessage().contains("U+0001"), error.getMessage());
        assertUntouched();
    }

    @Test
    void aWorkloadThatWouldNotReadBackLeavesTheOldFile() throws Exception {
        // A transaction whose id is a collection name: written fine, but the usedBy reference
        // would then resolve to the collection. The read-back check catches it before the rename.
        Workload clash = SampleWorkloads.minimal();
        Transaction transaction = clash.getTransactions().get(0);
        transaction.setId("order");
        XmlIndex index = XwbFactory.eINSTANCE.createXmlIndex();
        index.setName("i");
        index.setPath("/a");
        index.getUsedBy().add(transaction);
        clash.getCollections().get(0).getIndexes().add(index);

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.save(clash, target));

        assertEquals(target, error.problems().get(0).file(), "the message names the target, not the temporary file");
        assertTrue(error.getMessage().contains("not saved, the file would not read back"), error.getMessage());
        assertUntouched();
    }

    @Test
    void aValueThatWouldComeBackChangedLeavesTheOldFile() throws Exception {
        // A lone surrogate is no character at all; UTF-8 writers replace it with '?'.
        Workload lossy = SampleWorkloads.minimal();
        lossy.getTransactions().get(0).setDescription("half a character: \uD800");

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.save(lossy, target));

        assertTrue(error.getMessage().contains("not saved, the written file would read back differently: transaction get_order: description"),
                error.getMessage());
        assertUntouched();
    }

    @Test
    void aReferenceOutsideTheWorkloadLeavesTheOldFile() throws Exception {
        Workload workload = SampleWorkloads.minimal();
        Collection elsewhere = SampleWorkloads.collection("elsewhere", 1, 2);
        SampleWorkloads.parameter(workload.getTransactions().get(0), null, SampleWorkloads.ids(elsewhere));

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.save(workload, target));

        assertTrue(error.getMessage().contains("transaction get_order / parameter 2 / ids refers to collection elsewhere, which is not part of the workload"), error.getMessage());
        assertUntouched();
    }

    @Test
    void aTargetThatCannotBeReplacedIsLeftAsItWasWithoutDebris() throws Exception {
        Path directory = folder.resolve("a-folder.xwl");
        Files.createDirectory(directory);
        Files.writeString(directory.resolve("inside.txt"), "keep");

        assertThrows(WorkloadFileException.class, () -> WorkloadFiles.save(SampleWorkloads.minimal(), directory));

        assertEquals("keep", Files.readString(directory.resolve("inside.txt")));
        assertUntouched();
    }

    @Test
    void aSuccessfulSaveReplacesTheFileAndKeepsItsPermissions() throws Exception {
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));

        WorkloadFiles.save(SampleWorkloads.minimal(), target);

        assertEquals("minimal", WorkloadFiles.load(target).getName());
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    void aSymbolicLinkStaysALinkToTheSavedFile() throws Exception {
        Path link = folder.resolve("link.xwl");
        Files.createSymbolicLink(link, target);

        WorkloadFiles.save(SampleWorkloads.minimal(), link);

        assertTrue(Files.isSymbolicLink(link));
        assertEquals("minimal", WorkloadFiles.load(target).getName());
    }

    @Test
    void aNewFileInANewFolderIsCreated() throws Exception {
        Path fresh = folder.resolve("new/sub/w.xwl");
        WorkloadFiles.save(SampleWorkloads.minimal(), fresh);
        assertEquals("minimal", WorkloadFiles.load(fresh).getName());
    }

    private void assertUntouched() throws Exception {
        assertArrayEquals(good, Files.readAllBytes(target), "the good file is unchanged");
        List<Path> files = filesInFolder();
        assertTrue(files.stream().noneMatch(file -> file.getFileName().toString().endsWith(".tmp")),
                "no temporary file is left: " + files);
    }

    private List<Path> filesInFolder() throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }
}
