"""tirc's own passes, one folder per stage of the pipeline: linalg -> tensorir -> gpu -> nvvm -> ptx -> cubin."""
