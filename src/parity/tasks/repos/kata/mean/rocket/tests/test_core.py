from kata_mean.core import rocket


def test_rocket_0():
    assert rocket([]) == 0


def test_rocket_1():
    assert rocket([8, 27]) == 17


def test_rocket_2():
    assert rocket([10, 14]) == 12


def test_rocket_3():
    assert rocket([11]) == 11


def test_rocket_4():
    assert rocket([8, 27, 21]) == 18


def test_rocket_5():
    assert rocket([26, 4, 13]) == 14
