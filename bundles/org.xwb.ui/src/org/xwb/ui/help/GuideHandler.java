package org.xwb.ui.help;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Execute;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Help > Guide: the user guide shipped in this bundle, written as HTML into the workspace's
 * {@code .metadata/guide/} (the page of this XWB's version, rewritten each time) and shown in the
 * report viewer.
 */
public class GuideHandler {

    /** The page's file name; the part's tab shows it. */
    public static final String FILE_NAME = "user-guide.html";

    @Execute
    void execute(Workspace workspace, EditorOpener editors, ProblemsLog problems) {
        try {
            editors.open(write(workspace));
        } catch (IOException e) {
            problems.error("Cannot show the user guide: " + e.getMessage(), workspace.root());
        }
    }

    /** Writes the guide's page for this workspace; returns its file. */
    public static Path write(Workspace workspace) throws IOException {
        Path folder = Files.createDirectories(workspace.root().resolve(".metadata").resolve("guide"));
        Path page = folder.resolve(FILE_NAME);
        Files.writeString(page, GuidePage.html(GuidePage.markdown()), StandardCharsets.UTF_8);
        return page;
    }
}
