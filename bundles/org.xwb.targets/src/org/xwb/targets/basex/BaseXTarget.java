package org.xwb.targets.basex;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.basex.core.Context;
import org.xwb.core.env.ComponentVersions;
import org.xwb.core.plan.Plan;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.IndexBuildListener;
import org.xwb.core.target.IsolationLevel;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.core.target.TargetInfo;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.statements.XQueryText;

/**
 * The embedded XQuery target: BaseX in XWB's process ({@link BaseXEngine}), one database per
 * collection ({@link BaseXSchema}), workload statements in the {@code xquery} dialect through a
 * JDBC connection of its own ({@link BaseXConnection}), loads with the batch and commit knobs
 * ({@link BaseXLoader}), and BaseX's optimized query plan as XWB's plan tree
 * ({@link BaseXPlanReader}).
 */
public final class BaseXTarget implements Target {

    private final TargetInfo info;
    private final BaseXEngine.Lease engine;
    private final List<ComponentVersions.Component> components;

    BaseXTarget(String profile, BaseXEngine.Lease engine, List<ComponentVersions.Component> components) {
        this.engine = engine;
        this.components = List.copyOf(components);
        this.info = new TargetInfo(profile, BaseXKind.ID, XQueryText.DIALECT,
                "BaseX " + BaseXEngine.VERSION + " in XWB's process, databases in " + engine.folder());
    }

    @Override
    public TargetInfo info() {
        return info;
    }

    /** BaseX has no isolation levels: each statement runs atomically under its databases' locks. */
    @Override
    public String isolationName(IsolationLevel level) {
        return level.label() + " asked; BaseX runs each statement atomically under its database locks";
    }

    @Override
    public String serverVersion() {
        return "BaseX " + BaseXEngine.VERSION;
    }

    /** A session for workload statements: it reads and updates databases, nothing else. */
    @Override
    public Connection connect() {
        return BaseXConnection.open(engine.userSession(), engine.databases());
    }

    @Override
    public ErrorClassifier errors() {
        return BaseXErrors.CLASSIFIER;
    }

    @Override
    public List<String> schemaDdl(Workload workload, SchemaOptions options) {
        List<String> commands = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            try {
                commands.addAll(BaseXSchema.ddl(BaseXSchema.of(collection), options.dropExisting(), options.deferIndexes()));
            } catch (SQLException e) {
                commands.add("-- " + e.getMessage());
            }
        }
        return commands;
    }

    @Override
    public void createSchema(Workload workload, SchemaOptions options) throws SQLException {
        Context admin = engine.adminSession();
        for (Collection collection : workload.getCollections()) {
            BaseXSchema.Database database = BaseXSchema.of(collection);
            engine.databases().close(database.name());
            BaseXSchema.create(admin, database, options.dropExisting(), !options.deferIndexes());
        }
    }

    @Override
    public void createIndexes(Workload workload) throws SQLException {
        createIndexes(workload, IndexBuildListener.NONE, () -> false);
    }

    /**
     * BaseX indexes a whole database at once (text, attribute and token indexes), so the build is
     * one step per collection, not per XmlIndex (the default would call createIndex per index).
     */
    @Override
    public void createIndexes(Workload workload, IndexBuildListener listener, BooleanSupplier stop) throws SQLException {
        Context admin = engine.adminSession();
        List<Collection> collections = workload.getCollections();
        for (int i = 0; i < collections.size(); i++) {
            if (stop.getAsBoolean()) {
                return;
            }
            Collection collection = collections.get(i);
            BaseXSchema.Database database = BaseXSchema.of(collection);
            String name = "indexes of database " + database.name();
            listener.indexStarted(name, collection.getName(), i + 1, collections.size());
            long start = System.nanoTime();
            engine.databases().close(database.name());
            BaseXSchema.createIndexes(admin, database);
            listener.indexBuilt(new IndexBuildListener.IndexBuilt(name, collection.getName(), i + 1, collections.size(),
                    (System.nanoTime() - start) / 1e9, -1));
        }
    }

    /**
     * One XML index is one entry of its database's text or attribute include list
     * ({@link BaseXIndexOptions}): added to the list the database has, that index rebuilt over it.
     */
    @Override
    public void createIndex(Collection collection, XmlIndex index) throws SQLException {
        BaseXSchema.Database database = BaseXSchema.of(collection);
        engine.databases().close(database.name());
        BaseXValueIndexes.add(engine.adminSession(), database.name(), BaseXIndexOptions.entry(collection, index));
    }

    /**
     * Removes each index's entry from its database's list (the index rebuilt over the rest, or
     * dropped when none is left); an index named as {@link #xmlIndexes} lists them (TEXT,
     * ATTRIBUTE, TOKEN) and without a path is dropped whole.
     */
    @Override
    public void dropIndexes(Workload workload) throws SQLException {
        Context admin = engine.adminSession();
        for (Collection collection : workload.getCollections()) {
            BaseXSchema.Database database = BaseXSchema.of(collection);
            if (!admin.soptions.dbExists(database.name())) {
                continue;
            }
            engine.databases().close(database.name());
            for (XmlIndex index : collection.getIndexes()) {
                if ((index.getPath() == null || index.getPath().isBlank())
                        && BaseXValueIndexes.WHOLE_INDEX_NAMES.contains(index.getName())) {
                    BaseXValueIndexes.drop(admin, database.name(), index.getName());
                } else {
                    BaseXValueIndexes.remove(admin, database.name(), BaseXIndexOptions.entry(collection, index));
                }
            }
        }
    }

    /** The value indexes of each collection's database: TEXT, ATTRIBUTE, TOKEN, each with its include list. */
    @Override
    public TargetIndexes xmlIndexes(Workload workload) throws SQLException {
        Context admin = engine.adminSession();
        List<TargetIndex> indexes = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            BaseXSchema.Database database = BaseXSchema.of(collection);
            if (admin.soptions.dbExists(database.name())) {
                engine.databases().close(database.name());
                indexes.addAll(BaseXValueIndexes.list(admin, database.name()));
            }
        }
        return TargetIndexes.of(indexes);
    }

    /** By XQuery over the collection's id path: a BaseX database has no id column to ask. */
    @Override
    public java.util.Optional<org.xwb.core.target.IdSpan> idSpan(Collection collection) throws SQLException {
        return BaseXIds.read(this, collection);
    }

    /** The files of the index the XML index's entry is in (with every other entry of that list). */
    @Override
    public java.util.OptionalLong indexBytes(Collection collection, XmlIndex index) throws SQLException {
        BaseXSchema.Database database = BaseXSchema.of(collection);
        engine.databases().close(database.name());
        try {
            long bytes = BaseXValueIndexes.bytes(engine.adminSession(), database.name(),
                    engine.folder().resolve(database.name()), BaseXIndexOptions.entry(collection, index).type());
            return bytes < 0 ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(bytes);
        } catch (java.io.IOException e) {
            throw new SQLException("Cannot read the index files of database " + database.name() + ": " + e.getMessage(),
                    "58030", e);
        }
    }

    @Override
    public void dropSchema(Workload workload) throws SQLException {
        Context admin = engine.adminSession();
        for (Collection collection : workload.getCollections()) {
            BaseXSchema.Database database = BaseXSchema.of(collection);
            engine.databases().close(database.name());
            BaseXSchema.drop(admin, database);
        }
    }

    @Override
    public void updateStatistics(Workload workload) throws SQLException {
        Context admin = engine.adminSession();
        for (Collection collection : workload.getCollections()) {
            BaseXSchema.Database database = BaseXSchema.of(collection);
            engine.databases().close(database.name());
            BaseXSchema.optimize(admin, database);
        }
    }

    @Override
    public LoadReport load(Collection collection, DocumentStream documents, LoadOptions options, LoadListener listener)
            throws SQLException {
        BaseXSchema.Database database = BaseXSchema.of(collection);
        Context admin = engine.adminSession();
        if (!admin.soptions.dbExists(database.name())) {
            documents.close();
            throw new SQLException("Cannot load collection " + collection.getName() + ": its database " + database.name()
                    + " is not there (create the schema first)", "42S02");
        }
        engine.databases().close(database.name()); // the loader flushes as its commit interval says
        return new BaseXLoader(database, options, listener).load(admin, documents);
    }

    /**
     * BaseX's optimized plan of an XQuery with its external variables bound to {@code parameters}
     * (in declaration order); with {@code analyze} a query runs once and the root gets the items
     * it returned and its time. An updating query is never run here.
     */
    @Override
    public Plan explain(String statement, List<Object> parameters, boolean analyze) throws SQLException {
        BaseXQuery query = new BaseXQuery(statement);
        if (parameters.size() != query.variableCount()) {
            throw new SQLException("The XQuery declares " + query.variableCount() + " external variable(s) but "
                    + parameters.size() + " value(s) were given", "07001");
        }
        for (int i = 0; i < parameters.size(); i++) {
            Object value = parameters.get(i);
            if (value instanceof ParameterBinder.Typed typed) {
                query.bind(i + 1, typed.type(), typed.value());
            } else {
                query.bind(i + 1, value == null ? org.xwb.model.ParameterType.VARCHAR : BaseXBindings.typeOf(value), value);
            }
        }
        return BaseXPlanReader.read(query.plan(engine.userSession(), analyze), statement);
    }

    @Override
    public StatementHelper statements() {
        return new StatementHelper() {
            /**
             * The path a query compares with a string for BaseX's attribute or text index to serve
             * it: an element's value through {@code text()}, as BaseX uses its text index for an
             * element only in databases without namespaces.
             */
            @Override
            public String indexedExpression(Collection collection, XmlIndex index) {
                String path = index.getPath().strip();
                boolean element = !path.substring(path.lastIndexOf('/') + 1).startsWith("@") && !path.endsWith("text()");
                return "fn:collection(\"" + Tables.tableName(collection) + "\")" + path + (element ? "/text()" : "");
            }

            @Override
            public String createIndexDdl(Collection collection, XmlIndex index) {
                try {
                    return BaseXSchema.indexDdl(BaseXSchema.of(collection));
                } catch (SQLException e) {
                    return "-- " + e.getMessage();
                }
            }

            /** One text and one attribute index per database over include lists: the set's commands, not one per index. */
            @Override
            public List<String> indexSetDdl(Map<Collection, List<XmlIndex>> indexes) {
                return BaseXIndexOptions.commands(indexes);
            }

            @Override
            public List<IndexHint> indexHints(String statement, Workload workload, TargetIndexes onTarget,
                    SchemaKeyTypes keyTypes) {
                return BaseXIndexHints.hints(statement, workload, onTarget);
            }

            @Override
            public String dropIndexDdl(Collection collection, XmlIndex index) {
                BaseXIndexOptions.Entry entry = BaseXIndexOptions.entry(collection, index);
                String database = Tables.tableName(collection);
                return "OPEN " + database + "; SET " + entry.type().option() + " <its other names>; CREATE INDEX "
                        + entry.type().name() + " (DROP INDEX " + entry.type().name() + " when " + entry.describe()
                        + " was its only name); CLOSE";
            }
        };
    }

    @Override
    public List<ComponentVersions.Component> components() {
        return components;
    }

    @Override
    public void cancel(java.sql.Statement running) throws SQLException {
        running.cancel();
    }

    @Override
    public void close() {
        engine.close();
    }

    @Override
    public String toString() {
        return info.profile() + " (" + info.description() + ")";
    }
}
