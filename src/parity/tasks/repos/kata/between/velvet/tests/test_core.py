from kata_between.core import velvet


def test_velvet_0():
    assert velvet(2, 3, 9) == False


def test_velvet_1():
    assert velvet(3, 3, 9) == True


def test_velvet_2():
    assert velvet(4, 3, 9) == True


def test_velvet_3():
    assert velvet(8, 3, 9) == True


def test_velvet_4():
    assert velvet(9, 3, 9) == False


def test_velvet_5():
    assert velvet(10, 3, 9) == False
