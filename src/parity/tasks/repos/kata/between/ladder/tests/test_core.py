from kata_between.core import ladder


def test_ladder_0():
    assert ladder(2, 3, 9) == False


def test_ladder_1():
    assert ladder(3, 3, 9) == True


def test_ladder_2():
    assert ladder(4, 3, 9) == True


def test_ladder_3():
    assert ladder(8, 3, 9) == True


def test_ladder_4():
    assert ladder(9, 3, 9) == False


def test_ladder_5():
    assert ladder(10, 3, 9) == False
