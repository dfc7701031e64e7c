from kata_between.tally_width import tally_width


def test_tally_width_0():
    assert tally_width(2, 3, 9) == False


def test_tally_width_1():
    assert tally_width(3, 3, 9) == True


def test_tally_width_2():
    assert tally_width(4, 3, 9) == True


def test_tally_width_3():
    assert tally_width(8, 3, 9) == True


def test_tally_width_4():
    assert tally_width(9, 3, 9) == False


def test_tally_width_5():
    assert tally_width(10, 3, 9) == False
