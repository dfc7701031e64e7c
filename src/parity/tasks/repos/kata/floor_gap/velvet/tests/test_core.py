from kata_floor_gap.core import velvet


def test_velvet_0():
    assert velvet(16, 1) == 15


def test_velvet_1():
    assert velvet(2, 14) == 1


def test_velvet_2():
    assert velvet(18, 9) == 9


def test_velvet_3():
    assert velvet(8, 20) == 1


def test_velvet_4():
    assert velvet(6, 6) == 1


def test_velvet_5():
    assert velvet(18, 7) == 11
