package org.xwb.ui.editors;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.LocationAdapter;
import org.eclipse.swt.browser.LocationEvent;
import org.eclipse.swt.browser.ProgressAdapter;
import org.eclipse.swt.browser.ProgressEvent;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * An HTML report in SWT's {@link Browser} (WebKitGTK on Linux), the engine a reader's browser has,
 * so what the workbench shows is what the report's reader sees. The page may go to its own anchors
 * only: a report links nowhere else, and nothing it holds is allowed to navigate away.
 */
public class ReportViewerPart {

    public static final String BROWSER_ID = "org.xwb.ui.report.browser";
    public static final String PATH_ID = "org.xwb.ui.report.path";

    @Inject
    private ProblemsLog problems;

    private Browser browser;
    private Path file;
    private volatile boolean loaded;

    @PostConstruct
    void createControls(Composite parent, MPart part) {
        file = EditorOpener.fileOf(part);
        parent.setLayout(new GridLayout(1, false));
        Label path = WidgetIds.set(new Label(parent, SWT.NONE), PATH_ID);
        path.setText(file.toString());
        path.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        try {
            browser = new Browser(parent, SWT.NONE);
        } catch (SWTError e) {
            // no web engine (on Linux WebKitGTK, Debian's libwebkit2gtk-4.1-0): say where the file is
            Label missing = new Label(parent, SWT.WRAP);
            missing.setText("This system has no web engine for the workbench to show the report in (" + e.getMessage()
                    + "; on Linux install WebKitGTK, e.g. libwebkit2gtk-4.1-0). Open " + file + " in a web browser.");
            missing.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, true));
            problems.warning("Cannot show the report in the workbench: " + e.getMessage(), file);
            return;
        }
        WidgetIds.set(browser, BROWSER_ID);
        browser.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        browser.addLocationListener(new LocationAdapter() {
            @Override
            public void changing(LocationEvent event) {
                event.doit = isThisReport(event.location);
            }
        });
        browser.addProgressListener(new ProgressAdapter() {
            @Override
            public void completed(ProgressEvent event) {
                loaded = true;
            }
        });
        reload();
    }

    /** Shows the file as it is now (Report... wrote it again). */
    public void reload() {
        if (browser != null && !browser.isDisposed()) {
            loaded = false;
            browser.setUrl(file.toUri().toASCIIString());
        }
    }

    /**
     * The report's own page, or an anchor in it. Compared as paths, not as text: the engine may
     * spell the file's URL otherwise (non-ASCII characters percent-encoded).
     */
    private boolean isThisReport(String location) {
        if (location.equals("about:blank")) {
            return true;
        }
        try {
            URI uri = new URI(location);
            return "file".equals(uri.getScheme())
                    && Path.of(new URI("file", null, uri.getPath(), null)).equals(file.toAbsolutePath().normalize());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return false;
        }
    }

    /** The page has finished loading (for tests, which then ask it through JavaScript). */
    public boolean loaded() {
        return loaded;
    }

    /** The browser, or null when the system has no web engine. */
    public Browser browser() {
        return browser;
    }

    @Focus
    void focus() {
        if (browser != null) {
            browser.setFocus();
        }
    }
}
