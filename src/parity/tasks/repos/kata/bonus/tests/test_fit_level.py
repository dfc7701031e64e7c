from kata_bonus.fit_level import fit_level


def test_fit_level_0():
    assert fit_level(49) == 58


def test_fit_level_1():
    assert fit_level(0) == 0


def test_fit_level_2():
    assert fit_level(42) == 50


def test_fit_level_3():
    assert fit_level(48) == 57


def test_fit_level_4():
    assert fit_level(35, 4) == 42


def test_fit_level_5():
    assert fit_level(35, 5) == 49
