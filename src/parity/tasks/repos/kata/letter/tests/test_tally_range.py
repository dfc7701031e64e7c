from kata_letter.tally_range import tally_range


def test_tally_range_0():
    assert tally_range(90) == 'B'


def test_tally_range_1():
    assert tally_range(91) == 'A'


def test_tally_range_2():
    assert tally_range(92) == 'A'


def test_tally_range_3():
    assert tally_range(80) == 'C'


def test_tally_range_4():
    assert tally_range(81) == 'B'


def test_tally_range_5():
    assert tally_range(82) == 'B'
