package org.xwb.targets;
