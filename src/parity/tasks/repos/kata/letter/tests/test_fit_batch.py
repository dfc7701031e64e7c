from kata_letter.fit_batch import fit_batch


def test_fit_batch_0():
    assert fit_batch(90) == 'B'


def test_fit_batch_1():
    assert fit_batch(91) == 'A'


def test_fit_batch_2():
    assert fit_batch(92) == 'A'


def test_fit_batch_3():
    assert fit_batch(81) == 'C'


def test_fit_batch_4():
    assert fit_batch(82) == 'B'


def test_fit_batch_5():
    assert fit_batch(83) == 'B'
