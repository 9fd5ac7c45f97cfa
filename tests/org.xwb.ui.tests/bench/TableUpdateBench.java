import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * Micro-benchmark behind the statistics table's style (docs/benchmarks.md): UI-thread CPU per
 * update of a 7-row, 12-column SWT table whose 77 number cells all change, as the dashboard's do
 * every interval, including GTK's measuring and drawing of the rows that follows. Modes: idle (no
 * updates: the event loop's own cost), plain, virtual (SWT.VIRTUAL, which SWT turns into GTK's
 * fixed-height mode: a changed row is not measured again), setredraw / virtual-setredraw (the
 * update between setRedraw(false) and setRedraw(true)). Run under X (e.g. Xvfb):
 *
 *   SWT=~/.m2/repository/org/eclipse/platform/org.eclipse.swt.gtk.linux.x86_64/3.135.0/org.eclipse.swt.gtk.linux.x86_64-3.135.0.jar
 *   javac -cp $SWT -d /tmp/bench TableUpdateBench.java
 *   for m in idle plain virtual; do java --enable-native-access=ALL-UNNAMED -cp $SWT:/tmp/bench TableUpdateBench $m; done
 */
public class TableUpdateBench {
    static final int ROWS = 7, COLS = 12, WARM_UP = 30, FRAMES = 200, PERIOD_MS = 100;

    public static void main(String[] args) {
        String mode = args[0];
        Display display = new Display();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(1000, 300);
        Table table = new Table(shell, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL
                | (mode.contains("virtual") ? SWT.VIRTUAL : 0));
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (int c = 0; c < COLS; c++) {
            TableColumn column = new TableColumn(table, c == 0 ? SWT.LEFT : SWT.RIGHT);
            column.setText("col " + c);
            column.setWidth(c == 0 ? 130 : 58);
        }
        for (int r = 0; r < ROWS; r++) {
            new TableItem(table, SWT.NONE).setText(0, "row " + r);
        }
        shell.open();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] cpuStart = new long[1];
        long[] loopCpu = new long[1];
        int[] frame = new int[1];
        boolean[] done = new boolean[1];
        Runnable[] step = new Runnable[1];
        step[0] = () -> {
            int f = frame[0]++;
            if (f == WARM_UP) {
                cpuStart[0] = threads.getCurrentThreadCpuTime();
            }
            if (f == WARM_UP + FRAMES) {
                done[0] = true;
                return;
            }
            if (!mode.equals("idle")) {
                boolean redraw = mode.contains("setredraw");
                long loopStart = threads.getCurrentThreadCpuTime();
                if (redraw) table.setRedraw(false);
                for (int r = 0; r < ROWS; r++) {
                    TableItem item = table.getItem(r);
                    for (int c = 1; c < COLS; c++) {
                        item.setText(c, String.format("%,.2f", (f * 31 + r * 7 + c) * 1.37));
                    }
                }
                if (redraw) table.setRedraw(true);
                if (f >= WARM_UP) loopCpu[0] += threads.getCurrentThreadCpuTime() - loopStart;
            }
            display.timerExec(PERIOD_MS, step[0]);
        };
        display.timerExec(PERIOD_MS, step[0]);
        while (!done[0]) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        System.out.printf("%s: %.2f ms of UI-thread CPU per %d ms period with %dx%d cells updated (mean of %d)%n",
                mode, (threads.getCurrentThreadCpuTime() - cpuStart[0]) / 1e6 / FRAMES, PERIOD_MS, ROWS, COLS - 1, FRAMES);
        System.out.printf("   of which the setText loop %.2f ms%n", loopCpu[0] / 1e6 / FRAMES);
        display.dispose();
    }
}
