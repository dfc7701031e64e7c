from kata_discount.core import velvet


def test_velvet_0():
    assert velvet(22, 12) == 227


def test_velvet_1():
    assert velvet(13, 4) == 52


def test_velvet_2():
    assert velvet(32, 3) == 96


def test_velvet_3():
    assert velvet(24, 6) == 124


def test_velvet_4():
    assert velvet(40, 1) == 40


def test_velvet_5():
    assert velvet(20, 5) == 100
