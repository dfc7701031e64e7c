from kata_letter.fit_label import fit_label


def test_fit_label_0():
    assert fit_label(83) == 'B'


def test_fit_label_1():
    assert fit_label(84) == 'A'


def test_fit_label_2():
    assert fit_label(85) == 'A'


def test_fit_label_3():
    assert fit_label(68) == 'C'


def test_fit_label_4():
    assert fit_label(69) == 'B'


def test_fit_label_5():
    assert fit_label(70) == 'B'
