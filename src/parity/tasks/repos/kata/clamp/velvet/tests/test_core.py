from kata_clamp.core import velvet


def test_velvet_0():
    assert velvet(1) == 2


def test_velvet_1():
    assert velvet(2) == 2


def test_velvet_2():
    assert velvet(3) == 3


def test_velvet_3():
    assert velvet(16) == 16


def test_velvet_4():
    assert velvet(17) == 17


def test_velvet_5():
    assert velvet(18) == 17
