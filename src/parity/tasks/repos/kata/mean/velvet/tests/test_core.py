from kata_mean.core import velvet


def test_velvet_0():
    assert velvet([]) == 0


def test_velvet_1():
    assert velvet([23, 28, 17, 29, 3, 23]) == 20


def test_velvet_2():
    assert velvet([15, 16, 19, 22, 29, 29]) == 21


def test_velvet_3():
    assert velvet([9, 10, 28, 19]) == 16


def test_velvet_4():
    assert velvet([6]) == 6


def test_velvet_5():
    assert velvet([20]) == 20
