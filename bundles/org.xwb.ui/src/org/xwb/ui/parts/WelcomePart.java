package org.xwb.ui.parts;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.run.RunDashboardPart;

import jakarta.annotation.PostConstruct;

/** First page in the editor area: the TPoX demo in one click, what XWB does and where the workspace is. */
public class WelcomePart {

    public static final String DEMO_BUTTON_ID = "org.xwb.ui.welcome.demo";
    static final String DASHBOARD_PART_ID = "org.xwb.ui.part.runDashboard";

    @PostConstruct
    void createControls(Composite parent, Workspace workspace, EPartService parts) {
        parent.setLayout(new GridLayout(1, false));
        Label title = new Label(parent, SWT.NONE);
        title.setText("XWB - XML Workload Workbench");
        title.setFont(org.eclipse.jface.resource.JFaceResources.getHeaderFont());
        Button demo = new Button(parent, SWT.PUSH);
        demo.setText("Run the TPoX Demo");
        demo.setToolTipText("A fresh TPoX database of " + RunDashboardPart.DEMO_CUSTOMERS + " customers on the embedded"
                + " PostgreSQL, then the mixed workload with " + RunDashboardPart.DEMO_USERS + " users for "
                + RunDashboardPart.DEMO_SECONDS + " s in the Run Dashboard, its charts live");
        WidgetIds.set(demo, DEMO_BUTTON_ID);
        demo.addListener(SWT.Selection, event -> {
            MPart dashboard = parts.showPart(DASHBOARD_PART_ID, PartState.ACTIVATE);
            if (dashboard != null && dashboard.getObject() instanceof RunDashboardPart part) {
                part.runDemo();
            }
        });
        Label text = new Label(parent, SWT.WRAP);
        text.setText("Design XML database workloads in the style of TPoX, validate documents against their schemas, "
                + "explain SQL/XML and XQuery statements, and run multi-user workloads against the embedded PostgreSQL, "
                + "a PostgreSQL server or DB2.\n\nWorkspace: " + workspace.root()
                + "\n\nOpen a workload from the Workspace view on the left (the TPoX mix: workloads > tpox > tpox-mixed.xwl), "
                + "run it from the Run Dashboard; runs appear under 'runs' and in the Runs list."
                + "\n\nSchemas (*.xsd) and documents (*.xml) open in the XML editor: a schema's outline, F3 and live errors; "
                + "a document validated on save against its schema and, for FIXML orders, the order rules. Validate in the "
                + "Workspace view's menu checks whole folders; the XPath Scratchpad (bottom) queries the active document. "
                + "File > New makes an XML schema, an XML document of a schema's element (valid, with its required "
                + "children) or generated TPoX documents.");
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 600;
        text.setLayoutData(data);
    }
}
