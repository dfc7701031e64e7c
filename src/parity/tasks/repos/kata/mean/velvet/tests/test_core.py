from kata_mean.core import velvet


def test_velvet_0():
    assert velvet([]) == 0


def test_velvet_1():
    assert velvet([24]) == 24


def test_velvet_2():
    assert velvet([26, 19, 10, 2, 27]) == 16


def test_velvet_3():
    assert velvet([14, 10]) == 12


def test_velvet_4():
    assert velvet([19, 17]) == 18


def test_velvet_5():
    assert velvet([14, 23, 25, 21]) == 20
