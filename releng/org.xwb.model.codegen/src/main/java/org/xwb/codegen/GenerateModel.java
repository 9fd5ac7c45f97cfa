package org.xwb.codegen;

import java.io.File;
import java.util.Map;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Runs EMF's model code generator outside Eclipse: reconciles model/xwb.genmodel with
 * model/xwb.ecore, saves the reconciled genmodel and writes the model code into src-gen/.
 * Argument: the folder of the org.xwb.model bundle.
 */
public final class GenerateModel {

    public static void main(String[] args) throws Exception {
        File bundle = new File(args[0]).getCanonicalFile();
        URI bundleUri = URI.createFileURI(bundle.getPath() + "/");
        // the genmodel names its folders as platform:/resource/org.xwb.model/...
        URI platformUri = URI.createPlatformResourceURI("/org.xwb.model/", true);
        EcorePlugin.getPlatformResourceMap().put("org.xwb.model", bundleUri);
        URIConverter.URI_MAP.put(platformUri, bundleUri);

        ResourceSet resources = new ResourceSetImpl();
        resources.getURIConverter().getURIMap().put(platformUri, bundleUri);
        resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new EcoreResourceFactoryImpl());
        resources.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
        resources.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);

        Resource genModelResource = resources.getResource(bundleUri.appendSegments(new String[] { "model", "xwb.genmodel" }), true);
        GenModel genModel = (GenModel) genModelResource.getContents().get(0);
        genModel.reconcile();
        Diagnostic validation = genModel.diagnose();
        if (validation.getSeverity() == Diagnostic.ERROR) {
            throw new IllegalStateException("Invalid genmodel: " + validation);
        }
        genModelResource.save(Map.of());

        genModel.setCanGenerate(true);
        Generator generator = new Generator();
        generator.getAdapterFactoryDescriptorRegistry().addDescriptor(GenModelPackage.eNS_URI,
                GenModelGeneratorAdapterFactory.DESCRIPTOR);
        generator.setInput(genModel);
        Diagnostic result = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
                new BasicMonitor.Printing(System.out));
        if (result.getSeverity() == Diagnostic.ERROR) {
            throw new IllegalStateException("Generation failed: " + result);
        }
        System.out.println("Generated the model code into " + new File(bundle, "src-gen"));
    }

    private GenerateModel() {
    }
}
