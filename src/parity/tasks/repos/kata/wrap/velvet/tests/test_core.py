from kata_wrap.core import velvet


def test_velvet_0():
    assert velvet(-8) == 7


def test_velvet_1():
    assert velvet(0) == 3


def test_velvet_2():
    assert velvet(15) == 6


def test_velvet_3():
    assert velvet(27) == 6


def test_velvet_4():
    assert velvet(24) == 3


def test_velvet_5():
    assert velvet(10, 4, 2) == 0
