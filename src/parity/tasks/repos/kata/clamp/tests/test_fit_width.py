from kata_clamp.fit_width import fit_width


def test_fit_width_0():
    assert fit_width(1) == 2


def test_fit_width_1():
    assert fit_width(2) == 2


def test_fit_width_2():
    assert fit_width(3) == 3


def test_fit_width_3():
    assert fit_width(8) == 8


def test_fit_width_4():
    assert fit_width(9) == 9


def test_fit_width_5():
    assert fit_width(10) == 9
