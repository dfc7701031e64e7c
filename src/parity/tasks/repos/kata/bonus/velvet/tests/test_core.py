from kata_bonus.core import velvet


def test_velvet_0():
    assert velvet(2) == 2


def test_velvet_1():
    assert velvet(44) == 50


def test_velvet_2():
    assert velvet(51) == 58


def test_velvet_3():
    assert velvet(13) == 14


def test_velvet_4():
    assert velvet(36, 5) == 41


def test_velvet_5():
    assert velvet(36, 6) == 46
